import { z } from 'zod';
import { pictureRule, ZChosenFile } from '../files/chosen-file.ts';
import { catalogueRules } from './catalogue-rules.ts';
import { adminMessages } from './admin-messages.ts';

/**
 * The catalogue as an admin keeps it (issue 15): categories and their subcategories, each with
 * a picture. Nothing is ever deleted (orders name subcategories): a retired one leaves the
 * public lists, the price lists and the dealers' price setting, and comes back when un-retired.
 *
 * GET /v3/admin/categories/: every category, retired too, with its subcategories, in the
 * public order (position, then id). POST /v3/admin/categories/ (multipart: name, the required
 * `image`, optional position) answers 201 with the category; PATCH /v3/admin/categories/{id}/
 * takes any of name, image, position and retired ('true' or 'false'). POST
 * /v3/admin/categories/{id}/subcategories/ (name, image, optional position) and PATCH
 * /v3/admin/subcategories/{id}/ do the same for subcategories. A name already used (a category
 * name anywhere, a subcategory name within its category; letter case does not count) is 409.
 * Every change writes an audit row. Limits and picture rules: ./catalogue-rules.ts.
 */
export const ZCatalogueName = z
  .string({ error: adminMessages.catalogueNameRequired })
  .trim()
  .min(1, adminMessages.catalogueNameRequired)
  .max(catalogueRules.nameMaxLength, adminMessages.catalogueNameTooLong);

const positionPattern = /^\d{1,4}$/;

/** Where it shows in its list (smaller first); a form sends it as text. */
const ZPosition = z
  .string({ error: adminMessages.cataloguePositionInvalid })
  .trim()
  .regex(positionPattern, adminMessages.cataloguePositionInvalid)
  .transform(Number);

const ZRetired = z.enum(['true', 'false'], { error: adminMessages.catalogueRetiredInvalid }).transform((value) => value === 'true');

/** POST /v3/admin/categories/ and POST /v3/admin/categories/{id}/subcategories/: the text fields beside the required `image`. A new one goes last unless a position is given. */
export const ZCatalogueCreateFields = z.object({
  name: ZCatalogueName,
  position: ZPosition.optional(),
});
export type CatalogueCreateFields = z.infer<typeof ZCatalogueCreateFields>;

/** PATCH /v3/admin/categories/{id}/ and /v3/admin/subcategories/{id}/: any of these, and/or a new `image`. */
export const ZCatalogueUpdateFields = z.object({
  name: ZCatalogueName.optional(),
  position: ZPosition.optional(),
  retired: ZRetired.optional(),
});
export type CatalogueUpdateFields = z.infer<typeof ZCatalogueUpdateFields>;

/** A category's or subcategory's picture: JPEG, PNG or WebP, at most catalogueRules.imageMaxBytes. */
export const catalogueImageRule = pictureRule(catalogueRules.imageMaxBytes, adminMessages.catalogueImageWrongType, adminMessages.catalogueImageTooLarge);

/**
 * The admin's form of a catalogue entry: the name, the picture (required for a new one; left
 * empty, an edited one keeps its own) and the position as typed ('' sends none).
 */
function catalogueEntryForm(imageRequired: string | undefined) {
  return z.object({
    name: ZCatalogueName,
    image: ZChosenFile({ required: imageRequired, rule: catalogueImageRule }),
    position: z
      .string()
      .trim()
      .refine((position) => position === '' || positionPattern.test(position), adminMessages.cataloguePositionInvalid),
  });
}
export const ZCatalogueEntryAddForm = catalogueEntryForm(adminMessages.catalogueImageRequired);
export const ZCatalogueEntryEditForm = catalogueEntryForm(undefined);
export type CatalogueEntryForm = z.output<typeof ZCatalogueEntryAddForm>;

export const ZAdminSubcategory = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  /** An absolute URL. */
  image: z.string(),
  position: z.number().int(),
  retired: z.boolean(),
});
export type AdminSubcategory = z.infer<typeof ZAdminSubcategory>;

export const ZAdminCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  position: z.number().int(),
  retired: z.boolean(),
  /** Retired ones too; a retired category hides all of them from the public whatever their own state. */
  subcategories: z.array(ZAdminSubcategory),
});
export type AdminCategory = z.infer<typeof ZAdminCategory>;

export const ZAdminCatalogue = z.array(ZAdminCategory);

import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '@kt/contract/errors';
import type { Db } from '../../platform/db/client.ts';
import { categories, subcategories } from '../../platform/db/schema/index.ts';
import { recordAdminAction } from './admin.repo.ts';
import { adminMessages } from '@kt/contract/admin/admin-messages';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Tx | Db;

/**
 * Serialises every change of a catalogue name (pg_advisory_xact_lock, released at commit): the
 * case-insensitive uniqueness check and the write that follows cannot interleave with another
 * admin's. An arbitrary constant of this app.
 */
const catalogueNamesLock = 7_215_015;

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  imageKey: categories.imageKey,
  position: categories.position,
  retiredAt: categories.retiredAt,
};
const subcategoryColumns = {
  id: subcategories.id,
  categoryId: subcategories.categoryId,
  name: subcategories.name,
  imageKey: subcategories.imageKey,
  position: subcategories.position,
  retiredAt: subcategories.retiredAt,
};
export type CategoryRow = { id: number; name: string; imageKey: string; position: number; retiredAt: Date | null };
export type SubcategoryRow = CategoryRow & { categoryId: number };

/** What a PATCH changes; absent means kept. */
export type CatalogueChange = { name?: string | undefined; imageKey?: string | undefined; position?: number | undefined; retired?: boolean | undefined };

/** The new entry: a name, its picture's key, and where it goes (last when absent). */
export type NewCatalogueEntry = { name: string; imageKey: string; position?: number | undefined };

async function lockNames(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${catalogueNamesLock})`);
}

/** Letter case does not make a new name: 'paper' is the category 'Paper'. */
const sameName = (column: typeof categories.name | typeof subcategories.name, name: string) => sql`lower(${column}) = lower(${name})`;

async function assertCategoryNameFree(ex: Executor, name: string, exceptId?: number) {
  const [taken] = await ex
    .select({ id: categories.id })
    .from(categories)
    .where(and(sameName(categories.name, name), exceptId === undefined ? undefined : ne(categories.id, exceptId)))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', adminMessages.categoryNameTaken, { name: [adminMessages.categoryNameTaken] });
}

async function assertSubcategoryNameFree(ex: Executor, categoryId: number, name: string, exceptId?: number) {
  const [taken] = await ex
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(
      and(
        eq(subcategories.categoryId, categoryId),
        sameName(subcategories.name, name),
        exceptId === undefined ? undefined : ne(subcategories.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('CONFLICT', adminMessages.subcategoryNameTaken, { name: [adminMessages.subcategoryNameTaken] });
}

/** The category, locked for the rest of the transaction; undefined when there is none. */
export async function lockCategory(tx: Tx, categoryId: number): Promise<CategoryRow | undefined> {
  const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, categoryId)).for('update');
  return row;
}

/** Adds a category (after the names lock and check) and its audit row; 409 when the name is taken. */
export async function insertCategory(tx: Tx, adminId: number, entry: NewCatalogueEntry, auditDetail?: string): Promise<CategoryRow> {
  await lockNames(tx);
  await assertCategoryNameFree(tx, entry.name);
  const position =
    entry.position ??
    (await tx
      .select({ next: sql<number>`coalesce(max(${categories.position}), -1)::int + 1` })
      .from(categories)
      .then((rows) => rows[0]?.next ?? 0));
  const [row] = await tx.insert(categories).values({ name: entry.name, imageKey: entry.imageKey, position }).returning(categoryColumns);
  if (!row) throw new Error('category not stored');
  await recordAdminAction(tx, { adminId, action: 'category.create', targetKind: 'category', targetId: row.id, detail: auditDetail ?? row.name });
  return row;
}

/**
 * Adds a subcategory to a category (locked, so it cannot change meanwhile) and its audit row;
 * 404 without the category, 409 when the name is taken in it.
 */
export async function insertSubcategory(tx: Tx, adminId: number, categoryId: number, entry: NewCatalogueEntry, auditDetail?: string): Promise<SubcategoryRow> {
  const category = await lockCategory(tx, categoryId);
  if (!category) throw new AppError('NOT_FOUND', adminMessages.categoryNotFound, { category_id: [adminMessages.categoryNotFound] });
  await lockNames(tx);
  await assertSubcategoryNameFree(tx, categoryId, entry.name);
  const position =
    entry.position ??
    (await tx
      .select({ next: sql<number>`coalesce(max(${subcategories.position}), -1)::int + 1` })
      .from(subcategories)
      .where(eq(subcategories.categoryId, categoryId))
      .then((rows) => rows[0]?.next ?? 0));
  const [row] = await tx
    .insert(subcategories)
    .values({ categoryId, name: entry.name, imageKey: entry.imageKey, position })
    .returning(subcategoryColumns);
  if (!row) throw new Error('subcategory not stored');
  await recordAdminAction(tx, {
    adminId,
    action: 'subcategory.create',
    targetKind: 'subcategory',
    targetId: row.id,
    detail: auditDetail ?? `${row.name} (in ${category.name})`,
  });
  return row;
}

/** The words of an update's audit row: what changed, from what to what. */
function describeUpdate(before: CategoryRow, after: CategoryRow): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`name ${before.name} → ${after.name}`);
  if (before.imageKey !== after.imageKey) changes.push('new picture');
  if (before.position !== after.position) changes.push(`position ${before.position} → ${after.position}`);
  return changes;
}

/** The row's columns after `change`: retiring keeps the first retirement's time. */
function applyChange(before: CategoryRow, change: CatalogueChange) {
  return {
    name: change.name ?? before.name,
    imageKey: change.imageKey ?? before.imageKey,
    position: change.position ?? before.position,
    retiredAt: change.retired === undefined ? before.retiredAt : change.retired ? (before.retiredAt ?? new Date()) : null,
  };
}

type Updated<Row> = { row: Row; previousImageKey: string };

/** Writes the audit rows of one PATCH: one for name, picture or position, one for retiring or bringing back. */
async function auditUpdate(tx: Tx, adminId: number, kind: 'category' | 'subcategory', before: CategoryRow, after: CategoryRow, label: string) {
  const changes = describeUpdate(before, after);
  if (changes.length > 0) {
    await recordAdminAction(tx, { adminId, action: `${kind}.update`, targetKind: kind, targetId: after.id, detail: `${label}: ${changes.join(', ')}` });
  }
  const wasRetired = before.retiredAt !== null;
  const isRetired = after.retiredAt !== null;
  if (wasRetired !== isRetired) {
    await recordAdminAction(tx, { adminId, action: isRetired ? `${kind}.retire` : `${kind}.unretire`, targetKind: kind, targetId: after.id, detail: label });
  }
}

/** Queries of the catalogue as an admin edits it (issue 15). */
export function createCatalogueAdminRepo(db: Db) {
  return {
    /** Every category and subcategory, retired too, in the public order. */
    async listCatalogue() {
      const categoryRows = await db.select(categoryColumns).from(categories).orderBy(asc(categories.position), asc(categories.id));
      const subcategoryRows = await db
        .select(subcategoryColumns)
        .from(subcategories)
        .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id));
      return categoryRows.map((category) => ({ ...category, subcategories: subcategoryRows.filter((sub) => sub.categoryId === category.id) }));
    },

    async listSubcategoriesOf(categoryId: number) {
      return db
        .select(subcategoryColumns)
        .from(subcategories)
        .where(eq(subcategories.categoryId, categoryId))
        .orderBy(asc(subcategories.position), asc(subcategories.id));
    },

    createCategory(adminId: number, entry: NewCatalogueEntry) {
      return db.transaction((tx) => insertCategory(tx, adminId, entry));
    },

    createSubcategory(adminId: number, categoryId: number, entry: NewCatalogueEntry) {
      return db.transaction((tx) => insertSubcategory(tx, adminId, categoryId, entry));
    },

    /** Changes a category; undefined when there is none, 409 when the new name is taken. */
    updateCategory(adminId: number, categoryId: number, change: CatalogueChange): Promise<Updated<CategoryRow> | undefined> {
      return db.transaction(async (tx) => {
        const before = await lockCategory(tx, categoryId);
        if (!before) return undefined;
        if (change.name !== undefined && change.name !== before.name) {
          await lockNames(tx);
          await assertCategoryNameFree(tx, change.name, categoryId);
        }
        const [row] = await tx.update(categories).set(applyChange(before, change)).where(eq(categories.id, categoryId)).returning(categoryColumns);
        if (!row) return undefined;
        await auditUpdate(tx, adminId, 'category', before, row, before.name);
        return { row, previousImageKey: before.imageKey };
      });
    },

    /** Changes a subcategory; undefined when there is none, 409 when the new name is taken in its category. */
    updateSubcategory(adminId: number, subcategoryId: number, change: CatalogueChange): Promise<Updated<SubcategoryRow> | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select(subcategoryColumns).from(subcategories).where(eq(subcategories.id, subcategoryId)).for('update');
        if (!before) return undefined;
        if (change.name !== undefined && change.name !== before.name) {
          await lockNames(tx);
          await assertSubcategoryNameFree(tx, before.categoryId, change.name, subcategoryId);
        }
        const [row] = await tx
          .update(subcategories)
          .set(applyChange(before, change))
          .where(eq(subcategories.id, subcategoryId))
          .returning(subcategoryColumns);
        if (!row) return undefined;
        const [category] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, row.categoryId));
        await auditUpdate(tx, adminId, 'subcategory', before, row, `${before.name} (in ${category?.name ?? row.categoryId})`);
        return { row, previousImageKey: before.imageKey };
      });
    },
  };
}
export type CatalogueAdminRepo = ReturnType<typeof createCatalogueAdminRepo>;

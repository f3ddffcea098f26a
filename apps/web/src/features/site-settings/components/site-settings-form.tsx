import { useId, useState, type FormEvent } from 'react';
import type { AdminSiteSettings } from '@kt/contract/admin/site-settings';
import { certificatePictureTypes, siteSettingsLimits } from '@kt/contract/admin/site-settings-rules';
import { ZSiteSettingsUpdate } from '@kt/contract/admin/site-settings';
import { messages } from '@kt/contract/messages';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDayInIndia } from '../../../lib/format.ts';
import { useAdminSiteSettings, useSaveSiteSettings, type SiteSettingsTextFields } from '../api/admin-site-settings.ts';
import { siteSettingsAdminTexts as texts } from '../admin-texts.ts';
import '../site-settings.css';

type TextName = keyof SiteSettingsTextFields;
type FieldName = TextName | 'certificate';
type Errors = Partial<Record<FieldName, string>>;

const textFields: readonly TextName[] = [
  'contact_email',
  'phone_primary',
  'phone_secondary',
  'postal_address',
  'facebook_url',
  'instagram_url',
  'linkedin_url',
];

/** Admin > Site Settings: loads the stored values, then the form; a fresh form after each save. */
export function SiteSettingsEditor() {
  const settings = useAdminSiteSettings();
  if (settings.isPending) {
    return (
      <p className="admin-card__meta" aria-busy="true">
        {texts.loading}
      </p>
    );
  }
  if (settings.isError) return <LoadError onRetry={() => void settings.refetch()} />;
  // Keyed by the save time: after a save the form starts again from what was stored (the file input emptied too).
  return <SiteSettingsForm key={settings.data.updated_at} stored={settings.data} />;
}

/** Why a chosen certificate cannot be sent, or null (the server checks the content too). */
function certificateProblem(file: File | null): string | null {
  if (!file || file.size === 0) return null;
  if (!(certificatePictureTypes as readonly string[]).includes(file.type)) return messages.admin.settingsCertificateWrongType;
  if (file.size > siteSettingsLimits.certificateMaxBytes) return messages.admin.settingsCertificateTooLarge;
  return null;
}

/**
 * The server's refusal: each field's first message at its field, a refused picture without
 * field messages (413 too large, 415 wrong type) at the certificate, anything else above the button.
 */
function readRefusal(error: unknown): { errors: Errors; alert: string | null } {
  if (!(error instanceof ApiError)) return { errors: {}, alert: messages.general.loadFailed };
  const errors: Errors = {};
  for (const [name, list] of Object.entries(error.body?.fields ?? {})) {
    const field = name === 'remove_certificate' ? 'certificate' : (name as FieldName);
    if (list[0] && (field === 'certificate' || (textFields as readonly string[]).includes(field))) errors[field] ??= list[0];
  }
  if (Object.keys(errors).length === 0 && (error.status === 413 || error.status === 415)) return { errors: { certificate: error.message }, alert: null };
  return { errors, alert: error.message };
}

function SiteSettingsForm({ stored }: { stored: AdminSiteSettings }) {
  const save = useSaveSiteSettings();
  const removeId = useId();
  const [values, setValues] = useState<SiteSettingsTextFields>(() => ({
    contact_email: stored.contact_email,
    phone_primary: stored.phone_primary,
    phone_secondary: stored.phone_secondary,
    postal_address: stored.postal_address,
    facebook_url: stored.facebook_url,
    instagram_url: stored.instagram_url,
    linkedin_url: stored.linkedin_url,
  }));
  const [certificate, setCertificate] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [isCertificateRemoved, setIsCertificateRemoved] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);

  function update(field: TextName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function chooseCertificate(file: File | null) {
    const problem = certificateProblem(file);
    setErrors((current) => ({ ...current, certificate: problem ?? undefined }));
    if (problem) {
      setCertificate(null);
      setFileInputKey((key) => key + 1);
      return;
    }
    setCertificate(file && file.size > 0 ? file : null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = ZSiteSettingsUpdate.safeParse(values);
    const next: Errors = {};
    if (!checked.success) for (const issue of checked.error.issues) next[issue.path[0] as TextName] ??= issue.message;
    const pictureProblem = certificateProblem(certificate);
    if (pictureProblem) next.certificate = pictureProblem;
    setErrors(next);
    setAlert(null);
    if (Object.keys(next).length > 0) return;
    save.mutate(
      { ...values, certificate, isCertificateRemoved: certificate === null && isCertificateRemoved },
      {
        onSuccess: () => toast.success(messages.admin.settingsSaved),
        onError: (error) => {
          const refusal = readRefusal(error);
          setErrors(refusal.errors);
          setAlert(refusal.alert);
        },
      },
    );
  }

  const field = (name: TextName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  });
  const showsCurrent = stored.certificate !== null && !isCertificateRemoved;

  return (
    <form className="form site-settings-form" noValidate onSubmit={submit} aria-busy={save.isPending}>
      <p className="admin-card__meta">{texts.lastSaved(formatDayInIndia(stored.updated_at))}</p>
      <fieldset className="site-settings-form__group">
        <legend>{texts.contactHeading}</legend>
        <TextField label={texts.contactEmail} type="email" inputMode="email" autoComplete="off" maxLength={siteSettingsLimits.emailMaxLength} {...field('contact_email')} />
        <TextField label={texts.phonePrimary} type="tel" inputMode="tel" autoComplete="off" hint={texts.phoneHint} {...field('phone_primary')} />
        <TextField label={texts.phoneSecondary} type="tel" inputMode="tel" autoComplete="off" hint={texts.phoneHint} {...field('phone_secondary')} />
        <TextAreaField label={texts.postalAddress} rows={4} {...field('postal_address')} />
        <p className="field__hint">{texts.postalAddressHint}</p>
      </fieldset>
      <fieldset className="site-settings-form__group">
        <legend>{texts.socialHeading}</legend>
        <TextField label={texts.facebook} type="url" inputMode="url" autoComplete="off" hint={texts.urlHint} {...field('facebook_url')} />
        <TextField label={texts.instagram} type="url" inputMode="url" autoComplete="off" hint={texts.urlHint} {...field('instagram_url')} />
        <TextField label={texts.linkedin} type="url" inputMode="url" autoComplete="off" hint={texts.urlHint} {...field('linkedin_url')} />
      </fieldset>
      <fieldset className="site-settings-form__group">
        <legend>{texts.certificateHeading}</legend>
        {showsCurrent ? (
          <figure className="site-settings-form__certificate">
            <img src={stored.certificate ?? undefined} alt={texts.currentCertificateAlt} width="300" height="200" decoding="async" />
            <figcaption className="admin-card__meta">{texts.currentCertificate}</figcaption>
          </figure>
        ) : (
          <p className="admin-card__meta">{texts.noCertificate}</p>
        )}
        <TextField
          key={fileInputKey}
          label={stored.certificate ? texts.replaceCertificate : texts.newCertificate}
          name="certificate"
          type="file"
          accept={certificatePictureTypes.join(',')}
          hint={texts.certificateRule}
          error={errors.certificate}
          onChange={(event) => chooseCertificate(event.target.files?.[0] ?? null)}
        />
        {stored.certificate !== null && certificate === null && (
          <div className="check">
            <input
              id={removeId}
              type="checkbox"
              checked={isCertificateRemoved}
              onChange={(event) => setIsCertificateRemoved(event.target.checked)}
            />
            <label htmlFor={removeId}>{texts.removeCertificate}</label>
          </div>
        )}
      </fieldset>
      <FormAlert message={alert} />
      <div className="form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? texts.saving : texts.save}
        </button>
      </div>
    </form>
  );
}

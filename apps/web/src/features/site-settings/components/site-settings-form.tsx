import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { certificateRule, ZSiteSettingsForm, type AdminSiteSettings } from '@kt/contract/admin/site-settings';
import { siteSettingsLimits } from '@kt/contract/admin/site-settings-rules';
import { upiLimits } from '@kt/contract/payments/upi';
import { CheckboxField } from '../../../components/form/checkbox-field.tsx';
import { FileField } from '../../../components/form/file-field.tsx';
import { showFullRefusal } from '../../../components/form/full-refusal.ts';
import { FormMessage, KitForm, SubmitButton, useKitForm } from '../../../components/form/kit-form.tsx';
import { TextAreaField } from '../../../components/form/text-area-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatDayInIndia } from '../../../lib/format.ts';
import { useAdminSiteSettings, useSaveSiteSettings } from '../api/admin-site-settings.ts';
import { siteSettingsAdminTexts as texts } from '../admin-texts.ts';
import '../site-settings.css';
import { adminMessages } from '@kt/contract/admin/admin-messages';

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

/**
 * The stored settings in the form: checked by the contract's rule before sending (the
 * certificate as soon as it is chosen); a refusal shows each field's message at its field, a
 * refused picture without field messages (413, 415) at the certificate, the rest above the button.
 */
function SiteSettingsForm({ stored }: { stored: AdminSiteSettings }) {
  const save = useSaveSiteSettings();
  const form = useKitForm(ZSiteSettingsForm, {
    defaultValues: {
      contact_email: stored.contact_email,
      phone_primary: stored.phone_primary,
      phone_secondary: stored.phone_secondary,
      postal_address: stored.postal_address,
      facebook_url: stored.facebook_url,
      instagram_url: stored.instagram_url,
      linkedin_url: stored.linkedin_url,
      upi_vpa: stored.upi_vpa,
      upi_payee_name: stored.upi_payee_name,
      certificate: null,
      remove_certificate: false,
    },
  });
  const certificate = useWatch({ control: form.control, name: 'certificate' });
  const isCertificateRemoved = useWatch({ control: form.control, name: 'remove_certificate' });

  async function send({ certificate: newCertificate, remove_certificate: isRemoved, ...text }: z.output<typeof ZSiteSettingsForm>) {
    try {
      await save.mutateAsync({ ...text, certificate: newCertificate, isCertificateRemoved: newCertificate === null && isRemoved });
    } catch (error) {
      showFullRefusal(form, error, { fieldOf: (name) => (name === 'remove_certificate' ? 'certificate' : name), uploadField: 'certificate' });
      return;
    }
    toast.success(adminMessages.settingsSaved);
  }

  const showsCurrent = stored.certificate !== null && !isCertificateRemoved;
  return (
    <KitForm form={form} onValid={send} className="form site-settings-form">
      <p className="admin-card__meta">{texts.lastSaved(formatDayInIndia(stored.updated_at))}</p>
      <fieldset className="site-settings-form__group">
        <legend>{texts.contactHeading}</legend>
        <TextField name="contact_email" label={texts.contactEmail} type="email" inputMode="email" autoComplete="off" maxLength={siteSettingsLimits.emailMaxLength} />
        <TextField name="phone_primary" label={texts.phonePrimary} type="tel" inputMode="tel" autoComplete="off" hint={texts.phoneHint} />
        <TextField name="phone_secondary" label={texts.phoneSecondary} type="tel" inputMode="tel" autoComplete="off" hint={texts.phoneHint} />
        <TextAreaField name="postal_address" label={texts.postalAddress} rows={4} />
        <p className="field__hint">{texts.postalAddressHint}</p>
      </fieldset>
      <fieldset className="site-settings-form__group">
        <legend>{texts.socialHeading}</legend>
        <TextField name="facebook_url" label={texts.facebook} type="url" inputMode="url" autoComplete="off" hint={texts.urlHint} />
        <TextField name="instagram_url" label={texts.instagram} type="url" inputMode="url" autoComplete="off" hint={texts.urlHint} />
        <TextField name="linkedin_url" label={texts.linkedin} type="url" inputMode="url" autoComplete="off" hint={texts.urlHint} />
      </fieldset>
      <fieldset className="site-settings-form__group">
        <legend>{texts.upiHeading}</legend>
        <p className="field__hint">{texts.upiLead}</p>
        <TextField name="upi_vpa" label={texts.upiVpa} autoComplete="off" autoCapitalize="none" spellCheck={false} hint={texts.upiVpaHint} maxLength={upiLimits.vpaMaxLength} />
        <TextField name="upi_payee_name" label={texts.upiPayeeName} autoComplete="off" hint={texts.upiPayeeNameHint} maxLength={upiLimits.payeeNameMaxLength} />
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
        <FileField
          name="certificate"
          label={stored.certificate ? texts.replaceCertificate : texts.newCertificate}
          hint={texts.certificateRule}
          rule={certificateRule}
        />
        {stored.certificate !== null && certificate === null && <CheckboxField name="remove_certificate" label={texts.removeCertificate} />}
      </fieldset>
      <FormMessage />
      <div className="form__actions">
        <SubmitButton busyLabel={texts.saving}>{texts.save}</SubmitButton>
      </div>
    </KitForm>
  );
}

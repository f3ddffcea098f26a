import { messages } from '@kt/contract/messages';
import { toast } from '../../../components/ui/toast.tsx';
import { AreaPage } from '../accounts/form-page.tsx';
import { customerPageTexts as t } from './texts.ts';

/** /sell/user/autoscrap (spec 2.6, 8): what auto scrap is, and a button that says it is not available yet. */
export function UserAutoScrapPage() {
  return (
    <AreaPage title={t.autoScrap}>
      <div style={{ maxWidth: 640 }}>
        <p className="lead">{t.autoScrapLead}</p>
        <p>{t.autoScrapText}</p>
        <button type="button" className="btn btn--primary" onClick={() => toast.info(messages.general.notAvailable)}>
          {t.autoScrapButton}
        </button>
      </div>
    </AreaPage>
  );
}

export { UserAutoScrapPage as Component };

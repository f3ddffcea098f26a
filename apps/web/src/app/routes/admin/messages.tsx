import { FailedMails } from '../../../features/admin-records/components/failed-mails.tsx';
import { adminRecordsTexts } from '../../../features/admin-records/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** Admin > Failed messages: mail that failed beyond its retries, each sent again on request. */
export function AdminMessagesPage() {
  return (
    <AreaPage title={adminRecordsTexts.failedMails.title}>
      <FailedMails />
    </AreaPage>
  );
}

export { AdminMessagesPage as Component };

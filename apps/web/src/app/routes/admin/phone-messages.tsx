import { PhoneMessages } from '../../../features/admin-records/components/phone-messages.tsx';
import { adminRecordsTexts } from '../../../features/admin-records/texts.ts';
import { AreaPage } from '../accounts/form-page.tsx';

/** Admin > SMS and WhatsApp (issue 27): every SMS and WhatsApp message by channel and state, and today's SMS budget. */
export function AdminPhoneMessagesPage() {
  return (
    <AreaPage title={adminRecordsTexts.phoneMessages.title}>
      <PhoneMessages />
    </AreaPage>
  );
}

export { AdminPhoneMessagesPage as Component };

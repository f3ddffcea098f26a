import type { Twin } from '../i18n/catalogue.ts';
import type * as english from './resale-messages.ts';

export const resaleMessages: Twin<typeof english.resaleMessages> = {
  recyclerCannotSell: 'केवल कबाड़ीवाले और कलेक्टर ही रीसाइक्लर को आगे बेचते हैं। रीसाइक्लर यहाँ नहीं बेच सकता।',
  onlyToRecyclers: 'डीलर केवल रीसाइक्लर को आगे बेचते हैं: यह भाव घरों, दुकानों और संस्थाओं के लिए है।',
  notToYourself: 'आप खुद को नहीं बेच सकते।',
  notYourArea: 'अपने ही किसी क्षेत्र के पिनकोड से बेचें। पहले सेटिंग्स में पिनकोड जोड़ें।',
};

import { rescheduleReasonMaxLength } from './pickup-watch.ts';
import type { Twin } from '../i18n/catalogue.ts';
import type * as english from './follow-up-messages.ts';

export const followUpMessages: Twin<typeof english.followUpMessages> = {
  rebooked: 'आपका पिकअप दूसरे डीलर के साथ बुक हो गया है। पहला अनुरोध रद्द कर दिया गया है।',
  notRebookable: 'केवल वही पिकअप दूसरे डीलर के साथ बुक हो सकता है जिसका डीलर ने समय पर जवाब नहीं दिया।',
  dealerNotBookable: 'यह डीलर इस ऑर्डर के पिनकोड में पिकअप नहीं लेता।',
  sameDealer: 'जिस डीलर ने जवाब नहीं दिया, उसके अलावा कोई दूसरा डीलर चुनें।',
  noItemsBought: 'यह डीलर इस पिकअप का कोई भी सामान नहीं खरीदता।',
  rescheduleDateGone: 'पिकअप की तारीख़ बीत गई है; नया अनुरोध अगले दिन के लिए है।',
  noShowReported: 'हमने डीलर को बता दिया है कि कोई नहीं आया।',
  noShowNotYet: 'छूटे हुए पिकअप की शिकायत उसका समय खत्म होने के बाद की जा सकती है।',
  noShowNotAccepted: 'केवल स्वीकार किए गए पिकअप को ही छूटा हुआ बताया जा सकता है।',
  noShowAlready: 'इस पिकअप को पहले ही छूटा हुआ बताया जा चुका है।',
  rescheduleProposed: 'आपकी नई तारीख़ भेज दी गई है। दूसरी ओर से स्वीकार होने पर पिकअप बदल जाएगा।',
  rescheduleNotAllowed: 'यह पिकअप अभी बदला नहीं जा सकता।',
  rescheduleAccepted: 'पिकअप नई तारीख़ पर कर दिया गया है।',
  rescheduleDeclined: 'नई तारीख़ मना कर दी गई; पिकअप अपनी पुरानी तारीख़ पर रहेगा।',
  rescheduleNoProposal: 'इस पिकअप के लिए जवाब देने को कोई नई तारीख़ नहीं है।',
  rescheduleOwnProposal: 'आपके प्रस्ताव का जवाब दूसरी ओर से दिया जाएगा।',
  rescheduleReasonRequired: `बताएँ कि पिकअप क्यों बदलना है (${rescheduleReasonMaxLength} अक्षरों तक)।`,
  rescheduleSameSlot: 'मौजूदा तारीख़ या समय के अलावा कोई दूसरी तारीख़ या समय चुनें।',
};

import { disputeRules } from './dispute-rules.ts';
import type { Twin } from '../i18n/catalogue.ts';
import type * as english from './dispute-messages.ts';

export const disputeMessages: Twin<typeof english.disputeMessages> = {
  opened: 'आपकी शिकायत भेज दी गई है। डीलर इसका जवाब दे सकता है और एडमिन फ़ैसला करेगा।',
  orderNotFound: 'ऐसा कोई ऑर्डर नहीं है।',
  notCompleted: 'केवल पूरे हुए पिकअप की ही शिकायत की जा सकती है।',
  windowClosed: `पिकअप पूरा होने के ${disputeRules.windowHours} घंटों के अंदर ही उसकी शिकायत की जा सकती है।`,
  alreadyOpened: 'इस पिकअप की शिकायत पहले ही की जा चुकी है।',
  reasonInvalid: 'चुनें कि क्या गलत हुआ।',
  noteInvalid: `ज़्यादा से ज़्यादा ${disputeRules.noteMaxLength} अक्षरों में बताएँ कि क्या गलत हुआ।`,
  photoInvalid: 'फ़ोटो JPEG, PNG या WebP होनी चाहिए।',
  photoTooLarge: `फ़ोटो ज़्यादा से ज़्यादा ${disputeRules.photoMaxBytes / (1024 * 1024)} MB की होनी चाहिए।`,
  notFound: 'ऐसी कोई शिकायत नहीं है।',
  answered: 'आपका जवाब भेज दिया गया है।',
  answerInvalid: `ज़्यादा से ज़्यादा ${disputeRules.answerMaxLength} अक्षरों का जवाब लिखें।`,
  alreadyAnswered: 'इस शिकायत का जवाब पहले ही दिया जा चुका है।',
  alreadyClosed: 'यह शिकायत पहले ही बंद हो चुकी है।',
  closed: 'शिकायत बंद कर दी गई है और दोनों पक्षों को बता दिया गया है।',
  closeInvalid: 'नतीजा चुनें, कारण बताएँ, और सही मानी गई शिकायत के लिए समायोजन (पैसे में) डालें।',
  adjustmentTooLarge: `समायोजन ज़्यादा से ज़्यादा Rs ${disputeRules.adjustmentMaxPaise / 100} हो सकता है।`,
  replied: 'आपका जवाब प्रकाशित हो गया है।',
  replyInvalid: `ज़्यादा से ज़्यादा ${disputeRules.replyMaxLength} अक्षरों का जवाब लिखें।`,
  alreadyReplied: 'आप इस रेटिंग का जवाब पहले ही दे चुके हैं।',
  ratingNotFound: 'ऐसी कोई रेटिंग नहीं है।',
};

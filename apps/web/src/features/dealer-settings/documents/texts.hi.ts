import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './texts.ts';

export const documentTexts: Twin<typeof english.documentTexts> = {
  labels: {
    Aadhar_card: 'आधार कार्ड',
    Pic: 'आपकी फ़ोटो',
    GSTcertificate: 'GST प्रमाणपत्र',
    CompanyPAN: 'कंपनी का PAN कार्ड',
    CompanyIncopration: 'कंपनी के पंजीकरण का प्रमाणपत्र',
    OtherDocuments: 'दूसरे दस्तावेज़ (ज़रूरी नहीं)',
  },
  companyLogo: 'कंपनी का लोगो',
  formTitles: {
    Kabadi: 'आपके दस्तावेज़',
    Collector: 'GST के साथ आपके दस्तावेज़',
    Recycler: 'आपकी कंपनी के दस्तावेज़',
  },
  required: 'ज़रूरी।',
  replaces: 'नया अपलोड आपके सारे पुराने दस्तावेज़ों की जगह लेगा और वे फिर से जाँच के लिए जाएँगे।',
  submit: 'दस्तावेज़ अपलोड करें',
  submitting: 'अपलोड हो रहा है…',
  notUploaded: 'आपने अभी अपने दस्तावेज़ अपलोड नहीं किए हैं।',
  verified: 'आपके दस्तावेज़ सत्यापित हैं।',
  rejected: 'आपके दस्तावेज़ नहीं माने गए। कृपया उन्हें फिर से अपलोड करें।',
  reason: 'कारण',
  uploadedOn: 'अपलोड की तारीख़',
  filesTitle: 'अपलोड की गई फ़ाइलें',
  download: 'डाउनलोड करें',
  downloading: 'डाउनलोड हो रहा है…',
  downloadName: (label) => `${label} डाउनलोड करें`,
  loading: 'आपके दस्तावेज़ लोड हो रहे हैं',
  statuses: {
    'Not uploaded': 'अपलोड नहीं हुए',
    'Awaiting review': 'जाँच बाकी है',
    Verified: 'सत्यापित',
    Rejected: 'नामंज़ूर',
  },
  fileSize: (kilobytes) => `${kilobytes} KB`,
};

import type { Twin } from '@kt/contract/i18n/catalogue';
import type * as english from './order-texts.ts';

export const orderListTexts: Twin<typeof english.orderListTexts> = {
  showMore: 'और पिकअप दिखाएँ',
  loadingMore: 'और पिकअप लोड हो रहे हैं…',
};

export const orderReceiptTexts: Twin<typeof english.orderReceiptTexts> = {
  link: 'रसीद',
  linkLabel: (orderNumber) => `ऑर्डर ${orderNumber} की रसीद`,
};

export const orderDisputeTexts: Twin<typeof english.orderDisputeTexts> = {
  link: 'शिकायत करें',
  linkLabel: (orderNumber) => `ऑर्डर ${orderNumber} की शिकायत करें, या शिकायत देखें`,
  dealerLink: 'शिकायत',
  dealerLinkLabel: (orderNumber) => `ऑर्डर ${orderNumber} की शिकायत`,
};

export const orderTexts: Twin<typeof english.orderTexts> = {
  statuses: {
    New: 'नया',
    Accepted: 'स्वीकार किया गया',
    'Cancelled by Dealer': 'डीलर ने रद्द किया',
    'Cancelled by Customer': 'ग्राहक ने रद्द किया',
    Completed: 'पूरा हुआ',
  },
  units: { kg: 'किलो' },
  cardTitle: (orderNumber) => `ऑर्डर ${orderNumber}`,
  pickup: 'पिकअप',
  placedOn: 'ऑर्डर की तारीख़',
  itemsLabel: (orderNumber) => `ऑर्डर ${orderNumber} का सामान`,
  totalItems: (count) => `कुल, ${count} सामान`,
  buttonLabel: (label, orderNumber) => `ऑर्डर ${orderNumber}: ${label}`,
  loadingList: 'आपके पिकअप लोड हो रहे हैं',
  listLabel: 'आपके पिकअप',
  dealer: 'डीलर',
  customer: 'ग्राहक',
  phone: 'फ़ोन',
  address: 'पता',
  accept: 'स्वीकार करें',
  accepting: 'स्वीकार हो रहा है…',
  cancel: 'रद्द करें',
  cancelling: 'रद्द हो रहा है…',
  customerEmpty: {
    title: 'अभी कोई पिकअप नहीं',
    text: 'घर से पिकअप बुक करें, आपके ऑर्डर यहाँ दिखेंगे।',
    action: 'अपना कबाड़ बेचें',
  },
  dealerEmpty: {
    title: 'अभी कोई पिकअप नहीं',
    text: 'आपके क्षेत्रों के ग्राहकों के पिकअप अनुरोध यहाँ दिखेंगे।',
    action: 'अपनी प्रोफ़ाइल पूरी करें',
  },
  customerCancelText: (orderNumber, date, slot, dealerName) =>
    `ऑर्डर ${orderNumber}: ${dealerName} का पिकअप ${date}, ${slot} को। इसे वापस नहीं किया जा सकता।`,
  dealerCancelText: (orderNumber, customerName, date, slot) =>
    `${customerName} का ऑर्डर ${orderNumber}: पिकअप ${date}, ${slot} को। इसे वापस नहीं किया जा सकता।`,
  cancelDialog: {
    title: 'यह पिकअप रद्द करें?',
    keep: 'रहने दें',
    confirm: 'हाँ, रद्द करें',
    busy: 'रद्द हो रहा है…',
  },
  filterLabel: 'पिकअप दिखाएँ',
  filters: { all: 'सभी', new: 'नए', accepted: 'स्वीकार किए गए', completed: 'पूरे हुए', cancelled: 'रद्द' },
  filterOption: (label, count) => `${label} (${count})`,
  noneWithStatus: 'इस स्थिति का कोई पिकअप नहीं।',
  dashboard: {
    tiles: {
      total_pickup: 'कुल पिकअप',
      total_category: 'कुल श्रेणियाँ',
      total_successful: 'कुल सफल',
      total_cancel: 'कुल रद्द',
      total_today_pickup: 'आज के कुल पिकअप',
    },
    loading: 'आपके आँकड़े लोड हो रहे हैं',
    seePickups: 'अपने पिकअप देखें',
  },
};

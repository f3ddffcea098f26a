import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, localizeEnglish, registerTwin, setLanguageSource, type TwinModule } from './catalogue.ts';
import { catalogueDifferences } from './parity.ts';
import { installLocalizer } from './localize.ts';

installLocalizer();
import { baseLanguage } from './languages.ts';
import * as messagesEn from '../messages.ts';
import * as messagesHi from '../messages.hi.ts';
import * as newUserEn from '../new-user-messages.ts';
import * as newUserHi from '../new-user-messages.hi.ts';
import * as adminEn from '../admin/admin-messages.ts';
import * as adminHi from '../admin/admin-messages.hi.ts';
import * as consoleEn from '../admin/console-messages.ts';
import * as consoleHi from '../admin/console-messages.hi.ts';
import * as dealerAreaEn from '../dealer-settings/dealer-area-messages.ts';
import * as dealerAreaHi from '../dealer-settings/dealer-area-messages.hi.ts';
import * as followUpEn from '../orders/follow-up-messages.ts';
import * as followUpHi from '../orders/follow-up-messages.hi.ts';
import * as weightsEn from '../orders/weights-messages.ts';
import * as weightsHi from '../orders/weights-messages.hi.ts';
import * as commissionEn from '../commission/commission-messages.ts';
import * as commissionHi from '../commission/commission-messages.hi.ts';
import * as disputeEn from '../disputes/dispute-messages.ts';
import * as disputeHi from '../disputes/dispute-messages.hi.ts';
import * as verifiedDealerEn from '../selling/verified-dealer-messages.ts';
import * as verifiedDealerHi from '../selling/verified-dealer-messages.hi.ts';
import * as resaleEn from '../selling/resale-messages.ts';
import * as resaleHi from '../selling/resale-messages.hi.ts';
import { limits } from '../limits.ts';
import { disputeRules } from '../disputes/dispute-rules.ts';
import { tooManyRequestsMessage } from '../wait-text.ts';

/** Each contract catalogue: its module id, its English module and its Hindi twin module. */
const catalogues: { moduleId: string; english: TwinModule; hindi: TwinModule }[] = [
  { moduleId: 'contract/messages', english: messagesEn, hindi: messagesHi },
  { moduleId: 'contract/new-user-messages', english: newUserEn, hindi: newUserHi },
  { moduleId: 'contract/admin/admin-messages', english: adminEn, hindi: adminHi },
  { moduleId: 'contract/admin/console-messages', english: consoleEn, hindi: consoleHi },
  { moduleId: 'contract/dealer-settings/dealer-area-messages', english: dealerAreaEn, hindi: dealerAreaHi },
  { moduleId: 'contract/orders/follow-up-messages', english: followUpEn, hindi: followUpHi },
  { moduleId: 'contract/orders/weights-messages', english: weightsEn, hindi: weightsHi },
  { moduleId: 'contract/commission/commission-messages', english: commissionEn, hindi: commissionHi },
  { moduleId: 'contract/disputes/dispute-messages', english: disputeEn, hindi: disputeHi },
  { moduleId: 'contract/selling/verified-dealer-messages', english: verifiedDealerEn, hindi: verifiedDealerHi },
  { moduleId: 'contract/selling/resale-messages', english: resaleEn, hindi: resaleHi },
];

for (const { moduleId, hindi } of catalogues) registerTwin('hi', moduleId, hindi);

const devanagari = /[\u0900-\u097F]/;

/** Every plain text of a catalogue, with its path. */
function texts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
}

/** The {placeholders} of a template, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

afterEach(() => setLanguageSource(() => baseLanguage));

describe('the contract catalogues in Hindi', () => {
  describe.each(catalogues)('$moduleId', ({ english, hindi }) => {
    it('has the same keys, groups and parameters in its twin, export by export', () => {
      expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
      for (const name of Object.keys(english)) {
        expect(catalogueDifferences(english[name], hindi[name]), name).toEqual([]);
      }
    });

    it('answers in Hindi once the language is Hindi, and in English again after', () => {
      const [name] = Object.keys(english) as [string];
      const entries = texts(english[name]);
      const englishValues = entries.map(([, value]) => value);
      setLanguageSource(() => 'hi');
      expect(currentLanguage()).toBe('hi');
      const hindiValues = texts(english[name]).map(([, value]) => value);
      expect(hindiValues).toEqual(texts(hindi[name]).map(([, value]) => value));
      for (const [index, [path, value]] of entries.entries()) {
        // A text with no words outside its {placeholders} (e.g. '{area} ({pincode})') is the same in both.
        if (/[A-Za-z]/.test(value.replace(/\{\w+\}/g, ''))) expect(hindiValues[index], path).toMatch(devanagari);
      }
      setLanguageSource(() => baseLanguage);
      expect(texts(english[name]).map(([, value]) => value)).toEqual(englishValues);
    });

    it('keeps the {placeholders} of every template', () => {
      const [name] = Object.keys(english) as [string];
      const englishTexts = new Map(texts(english[name]));
      for (const [path, value] of texts(hindi[name])) expect(placeholders(value), path).toEqual(placeholders(englishTexts.get(path) ?? ''));
    });
  });

  it('reads a few entries of each catalogue in Hindi', () => {
    setLanguageSource(() => 'hi');
    expect(messagesEn.messages.signIn.accountDoesNotExistMsg).toBe('खाता मौजूद नहीं है।');
    expect(messagesEn.messages.orders.cartEmpty).toBe('आपका कार्ट खाली है');
    expect(messagesEn.messages.selling.pickupDateTooLate).toBe(`${limits.pickupMaxDaysAhead} दिनों के अंदर की पिकअप तारीख़ चुनें।`);
    expect(messagesEn.messages.marketplaceArea.siteImageAlt).toContain('Kabadi Techno');
    expect(tooManyRequestsMessage(90)).toBe('बहुत ज़्यादा कोशिशें हो गईं। कृपया 2 मिनट बाद फिर से कोशिश करें।');
    expect(tooManyRequestsMessage(30)).toBe('बहुत ज़्यादा कोशिशें हो गईं। कृपया 1 मिनट बाद फिर से कोशिश करें।');
    expect(newUserEn.newUserMessages.cartQuantityInvalid).toContain('1,00,000 किलो');
    expect(adminEn.adminMessages.userNotFound).toBe('ऐसा कोई खाता नहीं है।');
    expect(consoleEn.consoleMessages.testMailGreeting).toBe('नमस्ते {name},');
    expect(dealerAreaEn.dealerAreaMessages.employeesFull).toContain(String(limits.employeesMax));
    expect(followUpEn.followUpMessages.noShowReported).toBe('हमने डीलर को बता दिया है कि कोई नहीं आया।');
    expect(weightsEn.weightsMessages.vpaInvalid).toBe('name@bank जैसी UPI ID डालें');
    expect(commissionEn.commissionMessages.utrRequired).toBe('कृपया अपने UPI भुगतान का 12 अंकों का UTR भरें।');
    expect(disputeEn.disputeMessages.windowClosed).toContain(`${disputeRules.windowHours} घंटों`);
    expect(verifiedDealerEn.verifiedDealerMessages.notBookable).toMatch(devanagari);
    expect(resaleEn.resaleMessages.notToYourself).toBe('आप खुद को नहीं बेच सकते।');
  });

  it("maps the server's English texts (the spec's exact msg values) to Hindi in the browser", () => {
    setLanguageSource(() => 'hi');
    expect(localizeEnglish('Account Does Not Exist.')).toBe('खाता मौजूद नहीं है।');
    expect(localizeEnglish('Incorrect password')).toBe('पासवर्ड गलत है');
    expect(localizeEnglish('Please firstly verify your email. Mail sent to your email!!')).toBe(messagesHi.messages.signUp.checkerVerifyFirstMsg);
    setLanguageSource(() => baseLanguage);
    expect(localizeEnglish('Account Does Not Exist.')).toBe('Account Does Not Exist.');
  });

  it('leaves the English values of the API as they are', () => {
    expect(messagesEn.messages.signIn.accountDoesNotExistMsg).toBe('Account Does Not Exist.');
    expect(messagesEn.messages.publicForms.votePriorChoiceKey).toBe('Your Voting Choice was : ');
  });
});

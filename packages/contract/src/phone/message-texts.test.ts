import { describe, expect, it } from 'vitest';
import { messageKinds } from './message-kinds.ts';
import { messageTemplates, paramMaxLength, renderMessage } from './message-texts.ts';

describe('SMS and WhatsApp texts', () => {
  it('has one template for every message kind, each naming every parameter it lists', () => {
    expect(Object.keys(messageTemplates).sort()).toEqual([...messageKinds].sort());
    for (const template of Object.values(messageTemplates)) {
      for (const name of template.params) expect(template.text).toContain(`{${name}}`);
      expect(template.text.match(/\{(\w+)\}/g)?.length).toBe(template.params.length);
    }
  });

  it('renders the text and the parameters in the template order', () => {
    const { text, params } = renderMessage('accepted', { order: 'KTO00000012', date: '27 Nov 2026', slot: '8am - 1pm', link: 'https://kt.example/sell/user/pickup' });
    expect(params).toEqual(['KTO00000012', '27 Nov 2026', '8am - 1pm', 'https://kt.example/sell/user/pickup']);
    expect(text).toBe(
      'Pickup KTO00000012 is accepted for 27 Nov 2026, 8am - 1pm. Your pickup code appears on your pickup card once the dealer has weighed your items. https://kt.example/sell/user/pickup',
    );
  });

  it('cuts a long typed value to the template variable limit, but never a link', () => {
    const link = `https://kt.example/dealer/requests?tab=inquiries&x=${'y'.repeat(40)}`;
    const { params } = renderMessage('inquiry', { item: 'An old steel almirah with two broken doors', quantity: '40', name: 'Asha', link });
    expect(params[0]).toHaveLength(paramMaxLength);
    expect(params[0]?.endsWith('…')).toBe(true);
    expect(params[3]).toBe(link);
  });
});

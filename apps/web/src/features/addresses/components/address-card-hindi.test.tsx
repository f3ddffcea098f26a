import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerAddress } from '@kt/contract/addresses/address';
import { backToEnglish, inLanguage } from '../../../test/in-language.ts';
import { AddressCard } from './address-card.tsx';
import { PagedCarousel } from './paged-carousel.tsx';

/* Issue 29: a saved address and the carousel around it, in Hindi. */

const address: CustomerAddress = {
  id: 1,
  user_id: 7,
  user_type: 'Personal',
  KT_ID: 'KTC000007',
  name: 'Asha',
  phone_number: '9876543210',
  address: '1 Fort Road',
  address_area: 'Rawatpara',
  landmark: 'Near the fort',
  city: 'Agra',
  state: 'Uttar Pradesh',
  pincode: '282001',
  default: 'default',
};

describe('AddressCard in Hindi', () => {
  beforeEach(() => inLanguage('hi'));
  afterEach(backToEnglish);

  it('names the card, its facts, its badge and Delete in Hindi', () => {
    render(<AddressCard address={address} onDelete={() => {}} isDeleting={false} />);
    expect(screen.getByRole('article', { name: 'Asha का पता: 1 Fort Road' })).toBeTruthy();
    for (const term of ['पता', 'इलाका', 'पास की पहचान', 'शहर', 'राज्य', 'पिनकोड', 'फ़ोन']) expect(screen.getByText(term, { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('मुख्य')).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 Fort Road हटाएँ' }).textContent).toBe('हटाएँ');
  });

  it('pages the carousel with Hindi names', () => {
    const many = [1, 2, 3, 4].map((id) => ({ ...address, id, address: `${id} Fort Road` }));
    render(<PagedCarousel label="सहेजे गए पते" items={many} itemKey={(item) => item.id} renderItem={(item) => item.address} />);
    expect(screen.getByRole('button', { name: 'अगले पते' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पिछले पते' })).toBeTruthy();
    expect(screen.getByText('पेज 1 / 2')).toBeTruthy();
  });
});

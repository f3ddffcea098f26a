import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, inLanguage } from '../../test/in-language.ts';
import { LoadError } from './load-error.tsx';
import { PasswordField } from './password-field.tsx';
import { Stepper } from './stepper.tsx';

afterEach(backToEnglish);

describe("the kit's own words", () => {
  it('are English on an English page', () => {
    render(<Stepper steps={['Cart', 'Address', 'Slot']} current={2} />);
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('are Hindi on a Hindi page: the stepper, the retry and the password toggle', async () => {
    await inLanguage('hi');
    const onRetry = vi.fn();
    render(
      <>
        <Stepper steps={['कार्ट', 'पता', 'समय']} current={2} />
        <LoadError onRetry={onRetry} />
        <PasswordField label="पासवर्ड" name="password" />
      </>,
    );
    expect(screen.getByText('चरण 2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(onRetry).toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' });
    expect(toggle.textContent).toBe('दिखाएँ');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'पासवर्ड छिपाएँ' }).textContent).toBe('छिपाएँ');
  });
});

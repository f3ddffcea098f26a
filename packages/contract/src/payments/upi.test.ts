import { describe, expect, it } from 'vitest';
import { buildUpiLink, upiUtrPattern, upiVpaPattern } from './upi.ts';

describe('buildUpiLink', () => {
  it('writes the amount to the paisa, INR, and the reference as tr and tn', () => {
    expect(
      buildUpiLink({ payeeVpa: 'asha.devi@okaxis', payeeName: 'Asha Devi', amountPaise: 123405n, reference: 'KTO00000042' }),
    ).toBe('upi://pay?pa=asha.devi%40okaxis&pn=Asha%20Devi&am=1234.05&cu=INR&tr=KTO00000042&tn=KTO00000042');
  });

  it('percent-encodes names with &, =, + and Devanagari so no parameter can be injected', () => {
    const link = buildUpiLink({ payeeVpa: 'ram@upi', payeeName: "Ram & Sons=1+'x'", amountPaise: 5n, reference: 'KTS-2026-11' });
    expect(link).toBe('upi://pay?pa=ram%40upi&pn=Ram%20%26%20Sons%3D1%2B%27x%27&am=0.05&cu=INR&tr=KTS-2026-11&tn=KTS-2026-11');
    expect(buildUpiLink({ payeeVpa: 'ram@upi', payeeName: 'राम', amountPaise: 100n, reference: 'R1' })).toContain('pn=%E0%A4%B0%E0%A4%BE%E0%A4%AE');
  });

  it('refuses a zero amount and a VPA without a handle', () => {
    expect(() => buildUpiLink({ payeeVpa: 'ram@upi', payeeName: 'R', amountPaise: 0n, reference: 'R' })).toThrow();
    expect(() => buildUpiLink({ payeeVpa: 'ramupi', payeeName: 'R', amountPaise: 1n, reference: 'R' })).toThrow();
  });
});

describe('UPI patterns', () => {
  it('takes 12 digits as a UTR and nothing else', () => {
    expect(upiUtrPattern.test('412345678901')).toBe(true);
    for (const bad of ['41234567890', '4123456789012', '41234567890a', ' 412345678901']) expect(upiUtrPattern.test(bad)).toBe(false);
  });

  it('takes name@bank VPAs', () => {
    expect(upiVpaPattern.test('9876543210@ybl')).toBe(true);
    expect(upiVpaPattern.test('a@b')).toBe(false);
    expect(upiVpaPattern.test('name@@bank')).toBe(false);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

describe('Dialog', () => {
  it('is a named modal dialog whose confirm button has focus and closes it once', () => {
    const onClose = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <Dialog title="Sign Up" onClose={onClose}>
          <p>Verification email sent</p>
        </Dialog>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(confirm);
    expect(confirm.className).toContain('btn--confirm');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Sign In" onClose={onClose}>
        <p>Invalid Credentials.</p>
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'OK' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to where it was when it closes', () => {
    function Harness({ isOpen }: { isOpen: boolean }) {
      return (
        <>
          <button type="button">Opener</button>
          {isOpen && (
            <Dialog title="Notice" onClose={() => {}}>
              <p>Hello</p>
            </Dialog>
          )}
        </>
      );
    }
    const { rerender } = render(<Harness isOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    rerender(<Harness isOpen />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    rerender(<Harness isOpen={false} />);
    expect(document.activeElement).toBe(opener);
  });
});

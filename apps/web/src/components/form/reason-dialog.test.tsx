import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { limits } from '@kt/contract/limits';
import { ApiError } from '../../lib/api-client.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { adminMessages } from '@kt/contract/admin/admin-messages';

function renderDialog(onConfirm: (reason: string) => Promise<unknown>) {
  render(
    <ReasonDialog
      title="Reject pincode 282004"
      label="Reason (the dealer reads it)"
      confirmLabel="Reject"
      busyLabel="Rejecting…"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onClose={vi.fn()}
    />,
  );
  const reason = screen.getByLabelText('Reason (the dealer reads it)');
  const confirm = () => fireEvent.click(screen.getByRole('button', { name: /Reject/ }));
  return { reason, confirm };
}

describe('ReasonDialog', () => {
  it("refuses an empty reason and one over the contract's limit, and sends the trimmed reason", async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { reason, confirm } = renderDialog(onConfirm);
    expect(reason.getAttribute('maxlength')).toBe(String(limits.rejectionReasonMaxLength));
    confirm();
    expect(screen.getByRole('alert').textContent).toBe(adminMessages.reasonRequired);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason, { target: { value: 'x'.repeat(limits.rejectionReasonMaxLength + 1) } });
    confirm();
    expect(screen.getByRole('alert').textContent).toBe(adminMessages.reasonTooLong);
    fireEvent.change(reason, { target: { value: '  Too far.  ' } });
    await act(async () => confirm());
    expect(onConfirm).toHaveBeenCalledWith('Too far.');
  });

  it("shows the server's refusal in the dialog and waits while it is sent", async () => {
    let refuse = () => {};
    const { reason, confirm } = renderDialog(
      () => new Promise((_resolve, reject) => (refuse = () => reject(new ApiError(409, 'CONFLICT', adminMessages.requestDecided)))),
    );
    fireEvent.change(reason, { target: { value: 'Too far.' } });
    confirm();
    expect((screen.getByRole('button', { name: 'Rejecting…' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => refuse());
    expect(screen.getByRole('alert').textContent).toBe(adminMessages.requestDecided);
  });
});

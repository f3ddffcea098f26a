import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@kt/contract/messages';
import { Toaster } from '../../../components/ui/toast.tsx';
import { renderPage } from '../../../test-render.tsx';
import { UserAutoScrapPage } from './user-autoscrap.tsx';

describe('/sell/user/autoscrap', () => {
  it("describes auto scrap and says 'This service is not available right now'", () => {
    render(<Toaster />);
    renderPage(<UserAutoScrapPage />, { path: '/sell/user/autoscrap' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Auto Scrap');
    expect(screen.getByText(/picked up on a schedule/)).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Set up auto scrap' }));
    });
    expect(screen.getAllByText(messages.general.notAvailable, { selector: '.toast span' }).length).toBeGreaterThan(0);
  });
});

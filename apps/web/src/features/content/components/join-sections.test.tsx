import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test-render.tsx';
import { JoinSections } from './join-sections.tsx';

function expandedOf(name: string) {
  return screen.getByRole('button', { name }).getAttribute('aria-expanded');
}

describe('JoinSections', () => {
  it('opens one section at a time and closes the open one when it is clicked again', () => {
    renderPage(<JoinSections />, { path: '/joinus' });
    expect(['Intern', 'Mentor', 'Investor'].map(expandedOf)).toEqual(['false', 'false', 'false']);
    expect(screen.queryByRole('form')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Intern' }));
    expect(['Intern', 'Mentor', 'Investor'].map(expandedOf)).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('form', { name: 'Intern application' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Investor' }));
    expect(['Intern', 'Mentor', 'Investor'].map(expandedOf)).toEqual(['false', 'false', 'true']);
    expect(screen.queryByRole('form', { name: 'Intern application' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Investor application' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Investor' }));
    expect(['Intern', 'Mentor', 'Investor'].map(expandedOf)).toEqual(['false', 'false', 'false']);
  });

  it("reveals the intern card's description and no-fee disclaimer with More Info and hides them with Less Info", () => {
    renderPage(<JoinSections />, { path: '/joinus' });
    fireEvent.click(screen.getByRole('button', { name: 'Intern' }));
    const disclaimer = screen.getByText(/No fee is charged to interns/);
    expect(disclaimer.closest('[hidden]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More Info' }));
    expect(disclaimer.closest('[hidden]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Less Info' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Less Info' }));
    expect(disclaimer.closest('[hidden]')).not.toBeNull();
  });
});

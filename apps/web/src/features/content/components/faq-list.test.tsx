import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as routes from '@kt/contract/routes';
import { refuse, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { contentTexts } from '../texts.ts';
import { FaqList } from './faq-list.tsx';

describe('FaqList', () => {
  it('renders each answer as HTML in a disclosure that opens without script', async () => {
    stubEndpoint(routes.faq, [
      { qns: 'How do I sell?', ans: '<p>Choose a <strong>category</strong> and book a pickup.</p>' },
      { qns: 'Is it free?', ans: '<p>Yes.</p>' },
    ]);
    renderPage(<FaqList />, { path: '/faq' });
    const question = await screen.findByRole('heading', { level: 2, name: 'How do I sell?' });
    const details = question.closest('details');
    expect(details?.open).toBe(false);
    expect(question.closest('summary')).toBeTruthy();
    const answer = details?.querySelector('.accordion__panel');
    expect(answer?.querySelector('strong')?.textContent).toBe('category');
    expect(answer?.textContent).toBe('Choose a category and book a pickup.');
    expect(screen.getByRole('heading', { level: 2, name: 'Is it free?' }).closest('details')?.open).toBe(false);
  });

  it('says there are no questions yet when none are written', async () => {
    stubEndpoint(routes.faq, []);
    renderPage(<FaqList />, { path: '/faq' });
    expect(await screen.findByText(contentTexts.faqEmpty)).toBeTruthy();
    expect(document.querySelector('.accordion')).toBeNull();
  });

  it('says the questions could not be loaded when the request fails', async () => {
    stubEndpoint(routes.faq, refuse(500, { code: 'INTERNAL', message: 'x', requestId: 'r' }));
    renderPage(<FaqList />, { path: '/faq' });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong while loading');
  });
});

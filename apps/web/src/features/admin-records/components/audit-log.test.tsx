import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as adminRoutes from '@kt/contract/admin/admin-routes';
import type { AuditEntry } from '@kt/contract/admin/audit';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { paths } from '../../../lib/paths.ts';
import { answer, stubEndpoint } from '../../../test/api-stubs.ts';
import { renderPage } from '../../../test-render.tsx';
import { adminAuthRecord } from '../../../test-support.ts';
import { adminRecordsTexts } from '../texts.ts';
import { AuditLog } from './audit-log.tsx';

const t = adminRecordsTexts.audit;

const entry = (id: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  admin: { id: 1, KT_ID: 'KTA000001', username: 'Asha Admin' },
  action: 'pincode.approve',
  target_kind: 'pincode_request',
  target_id: 40 + id,
  detail: '282004 (Shahganj) for Ramesh (KTD000003)',
  created_at: '2026-11-20T08:35:00.000Z',
  ...overrides,
});

describe('AuditLog', () => {
  it('lists the actions newest first with when, who, what, target and detail, and pages with Show more', async () => {
    const next = '/v3/admin/audit/?cursor=abc';
    browserStorage.setAuth(adminAuthRecord);
    const audit = stubEndpoint(adminRoutes.adminAudit, ({ query }) => {
      if (query.get('cursor') === 'abc') return [entry(0, { admin: null, action: 'catalogue.rename' })];
      return answer([entry(2, { action: 'submissions.export', target_kind: 'submissions', target_id: null, detail: 'intern submissions, all' }), entry(1)], { headers: { Link: `<${next}>; rel="next"` } });
    });
    renderPage(<AuditLog />, { path: paths.adminAudit });

    const list = await screen.findByRole('list', { name: t.listLabel });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Exported submissions', 'Approved a pincode request']);
    expect(cards[0]?.textContent).toContain('Asha Admin (KTA000001)');
    expect(cards[0]?.textContent).toContain('intern submissions, all');
    expect(cards[0]?.textContent).toContain('20 Nov 2026, 2:05 pm');
    expect(cards[1]?.textContent).toContain('pincode_request #41');
    expect(audit.calls[0]?.query.toString()).toBe('');
    expect(audit.calls[0]?.headers.get('Authorization')).toBe('Bearer admin-token');

    fireEvent.click(screen.getByRole('button', { name: adminRecordsTexts.showMore }));
    // An action the page has no words for shows as the server names it; a removed admin is said so.
    const older = await screen.findByRole('article', { name: 'catalogue.rename' });
    expect(older.textContent).toContain(t.goneAdmin);
    expect(screen.queryByRole('button', { name: adminRecordsTexts.showMore })).toBeNull();
    expect(audit.calls.map((call) => call.url.pathname + call.url.search)).toEqual(['/v3/admin/audit/', next]);
  });

  it('says when no admin has acted yet', async () => {
    browserStorage.setAuth(adminAuthRecord);
    stubEndpoint(adminRoutes.adminAudit, []);
    renderPage(<AuditLog />, { path: paths.adminAudit });
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });
});

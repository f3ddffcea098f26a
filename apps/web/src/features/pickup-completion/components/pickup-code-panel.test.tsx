import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserStorage } from '../../../lib/browser-storage.ts';
import { makeAuthRecord } from '../../../test-support.ts';
import { renderPage, stubFetch } from '../../../test-render.tsx';
import { pickupCodeTexts as texts } from '../texts.ts';
import { PickupCodePanel } from './pickup-code-panel.tsx';

const codeUrl = '/api/order_pickup_code/KT-1001/';

function renderPanel(status: 'Accepted' | 'New' = 'Accepted') {
  browserStorage.setAuth(makeAuthRecord('Personal'));
  return renderPage(<PickupCodePanel orderNumber="KT-1001" status={status} />);
}

describe('PickupCodePanel', () => {
  it('shows the code large with what to do with it', async () => {
    const fetchMock = stubFetch((url) =>
      url === codeUrl ? { body: { order_number: 'KT-1001', code: '0427', tries_left: 5, locked: false } } : { status: 404 },
    );
    renderPanel();
    const code = await screen.findByText('0427');
    expect(code.className).toBe('pickup-code__code');
    expect(screen.getByText(texts.hint)).toBeTruthy();
    expect(screen.queryByRole('button', { name: texts.issueNew })).toBeNull();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a');
  });

  it('says a locked code is locked and issues a new one on request', async () => {
    let current = { order_number: 'KT-1001', code: '0427', tries_left: 0, locked: true };
    const fetchMock = stubFetch((url, init) => {
      if (url !== codeUrl) return { status: 404 };
      if (init.method === 'POST') current = { order_number: 'KT-1001', code: '9153', tries_left: 5, locked: false };
      return { body: current };
    });
    renderPanel();
    expect(await screen.findByText(texts.locked)).toBeTruthy();
    // A locked code is not shown: it no longer works.
    expect(screen.queryByText('0427')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: texts.issueNew }));
    expect(await screen.findByText('9153')).toBeTruthy();
    expect(screen.queryByText(texts.locked)).toBeNull();
    expect(fetchMock.mock.calls.some(([url, init]) => url === codeUrl && init?.method === 'POST' && init.body == null)).toBe(true);
  });

  it('shows nothing and asks nothing unless the order is Accepted', () => {
    const fetchMock = stubFetch(() => ({ status: 404 }));
    const { container } = renderPanel('New');
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

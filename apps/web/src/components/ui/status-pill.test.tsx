import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusPill } from './status-pill.tsx';

describe('StatusPill', () => {
  it('shows the status words with the class of its tone', () => {
    render(<StatusPill tone="warning">Awaiting review</StatusPill>);
    const pill = screen.getByText('Awaiting review');
    expect(pill.className).toBe('status-pill status-pill--warning');
  });
});

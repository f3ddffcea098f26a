import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

const people = ['Asha', 'Ravi', 'Meena'];

function renderCarousel() {
  return render(<Carousel label="Team member cards" items={people} itemKey={(name) => name} renderItem={(name) => <p>{name}</p>} intervalMs={1000} />);
}

describe('Carousel', () => {
  it('is a focusable, labelled region that the keyboard can scroll', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Team member cards' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelectorAll('li')).toHaveLength(3);
  });

  it('moves on its own, and stands still while hovered and after Pause', () => {
    vi.useFakeTimers();
    try {
      renderCarousel();
      const region = screen.getByRole('region', { name: 'Team member cards' });
      const scrollTo = vi.fn();
      region.scrollTo = scrollTo;
      vi.advanceTimersByTime(1000);
      expect(scrollTo).toHaveBeenCalledTimes(1);

      fireEvent.mouseEnter(region.parentElement as HTMLElement);
      vi.advanceTimersByTime(3000);
      expect(scrollTo).toHaveBeenCalledTimes(1);
      fireEvent.mouseLeave(region.parentElement as HTMLElement);

      fireEvent.click(screen.getByRole('button', { name: 'Pause Team member cards' }));
      vi.advanceTimersByTime(3000);
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Play Team member cards' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});

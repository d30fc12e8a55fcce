// The minimized player's pill floats over the bottom of the page. When it appears over the
// current track's row (the row whose pause button one would reach for next), the page moves up
// just enough for the row to clear it.
import { type RefObject, useEffect } from 'react';

export function useCurrentRowClearOf(cover: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    if (!shown || !cover.current) return;
    const row = document.querySelector('button[data-current]')?.closest('li');
    if (!row) return;
    const over = cover.current.getBoundingClientRect();
    const under = row.getBoundingClientRect();
    const margin = parseFloat(getComputedStyle(row).paddingBottom) || 0;
    const overlap = under.bottom + margin - over.top;
    if (overlap <= 0 || under.top >= over.bottom) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    window.scrollBy({ top: overlap, behavior: still ? 'auto' : 'smooth' });
  }, [cover, shown]);
}

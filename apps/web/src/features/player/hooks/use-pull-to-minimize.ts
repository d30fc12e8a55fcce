// spec 2: the playback bar minimizes when pulled down by more than one third of its height.
// The bar follows the finger (or pointer) while pulled and springs back when let go early.
import { type PointerEvent, useRef, useState } from 'react';

// Presses on controls are presses, not pulls.
const INTERACTIVE = 'button, a, input, [role="slider"]';

export function usePullToMinimize(onMinimize: () => void) {
  const [offset, setOffset] = useState(0);
  const pull = useRef<{ pointerId: number; startY: number; height: number } | null>(null);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.button !== 0 || (event.target as Element).closest(INTERACTIVE)) return;
    pull.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      height: event.currentTarget.getBoundingClientRect().height,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const active = pull.current;
    if (active?.pointerId === event.pointerId) {
      setOffset(Math.max(0, event.clientY - active.startY));
    }
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    const active = pull.current;
    if (active?.pointerId !== event.pointerId) return;
    pull.current = null;
    const distance = event.clientY - active.startY;
    setOffset(0);
    if (distance > active.height / 3) onMinimize();
  }

  function onPointerCancel() {
    pull.current = null;
    setOffset(0);
  }

  return {
    offset,
    pulling: offset > 0,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}

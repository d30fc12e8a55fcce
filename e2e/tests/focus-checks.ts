// What a keyboard user needs at every stop: focus is somewhere (not <body>), the focused
// element shows a ring they can see, and it lies in the viewport, uncovered by the fixed
// playback bar or anything else. Read in the page, from what the browser paints.
import { type Locator, type Page, expect } from '@playwright/test';

// The problems with the element that has focus now, each with a short description of it.
export function focusProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) {
      return ['focus is on <body>'];
    }
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60);
    const who = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${label}"`;
    const problems: string[] = [];
    const rect = el.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return [`${who} has no size`];

    // In the viewport, with a pixel of rounding.
    if (
      rect.top < -1 ||
      rect.left < -1 ||
      rect.bottom > window.innerHeight + 1 ||
      rect.right > window.innerWidth + 1
    ) {
      problems.push(`${who} is outside the viewport (${rectText(rect)})`);
    }

    // Not under the fixed playback bar, unless it is part of it.
    const player = document.querySelector('section[aria-label="Player"]');
    if (player && !player.contains(el)) {
      const bar = player.getBoundingClientRect();
      const visible = getComputedStyle(player).visibility !== 'hidden';
      if (visible && bar.height > 0 && overlap(rect, bar)) {
        problems.push(`${who} is under the playback bar (${rectText(rect)})`);
      }
    }

    // What the pointer would reach at its centre is the element itself (or a part of it).
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (hit && hit !== el && !el.contains(hit) && !isLabelOf(hit, el)) {
      const by = (hit.getAttribute('aria-label') ?? hit.className.toString()).slice(0, 40);
      problems.push(`${who} is covered by <${hit.tagName.toLowerCase()}> "${by}"`);
    }

    // A ring: an outline or a box shadow that is there only while focused.
    const style = getComputedStyle(el);
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 1 &&
      !isTransparent(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && el.matches(':focus-visible');
    if (!outline && !shadow) {
      problems.push(`${who} shows no focus ring`);
    } else if (outline) {
      // A ring clipped away by a scrolling or clipping ancestor is no ring.
      const grow = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
      const ring = {
        top: rect.top - grow,
        left: rect.left - grow,
        bottom: rect.bottom + grow,
        right: rect.right + grow,
      };
      for (let up = el.parentElement; up; up = up.parentElement) {
        const box = getComputedStyle(up);
        if (box.overflowX === 'visible' && box.overflowY === 'visible') continue;
        const clip = up.getBoundingClientRect();
        const inner = {
          top: clip.top + up.clientTop,
          left: clip.left + up.clientLeft,
          bottom: clip.top + up.clientTop + up.clientHeight,
          right: clip.left + up.clientLeft + up.clientWidth,
        };
        const clipped =
          ring.top < inner.top - 1 ||
          ring.left < inner.left - 1 ||
          ring.bottom > inner.bottom + 1 ||
          ring.right > inner.right + 1;
        if (clipped && up !== document.documentElement && up !== document.body) {
          problems.push(`${who}'s focus ring is cut off by <${up.tagName.toLowerCase()}>`);
          break;
        }
      }
    }
    return problems;

    function overlap(a: DOMRect, b: DOMRect) {
      return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
    }
    function rectText(r: DOMRect) {
      return `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    }
    function isTransparent(color: string) {
      return color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    }
    // A switch or checkbox may be drawn by its label.
    function isLabelOf(node: Element, target: Element) {
      return node instanceof HTMLLabelElement && node.control === target;
    }
  });
}

// The problems once focus has settled: a move by script or a smooth scroll takes a moment.
export async function settledFocusProblems(page: Page): Promise<string[]> {
  let problems = await focusProblems(page);
  for (let tries = 0; problems.length > 0 && tries < 4; tries += 1) {
    await page.waitForTimeout(100);
    problems = await focusProblems(page);
  }
  return problems;
}

// Fails with every problem of the current stop, named by the step that led to it.
export async function expectFocusShown(page: Page, step: string) {
  expect(await settledFocusProblems(page), `focus after ${step}`).toEqual([]);
}

// Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way.
export async function tabTo(page: Page, target: Locator, { back = false, limit = 150 } = {}) {
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page, `${back ? 'Shift+Tab' : 'Tab'} towards ${String(target)}`);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${String(target)} never got focus in ${limit} stops`);
}

// Presses a key and checks where focus went.
export async function press(page: Page, key: string, step: string) {
  await page.keyboard.press(key);
  await expectFocusShown(page, `${key} (${step})`);
}

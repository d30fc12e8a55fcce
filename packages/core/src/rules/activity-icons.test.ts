import { describe, it, expect } from 'vitest';
import { ACTIVITY_ICON_HINTS, DEFAULT_ACTIVITY_ICON, activityIcon } from './activity-icons';

describe('activity icons', () => {
  it('lists the 19 hints of spec 3 in order', () => {
    expect(ACTIVITY_ICON_HINTS).toEqual([
      'hiking',
      'reading',
      'gaming',
      'cooking',
      'painting',
      'music',
      'travel',
      'coding',
      'meditation',
      'photography',
      'writing',
      'dancing',
      'gardening',
      'sports',
      'cinema',
      'socializing',
      'learning',
      'relaxing',
      'crafting',
    ]);
    expect(ACTIVITY_ICON_HINTS).toHaveLength(19);
  });

  it('defaults to the star', () => {
    expect(DEFAULT_ACTIVITY_ICON).toBe('star');
  });

  it('keeps a known hint', () => {
    expect(activityIcon('hiking')).toBe('hiking');
    expect(activityIcon('crafting')).toBe('crafting');
  });

  it('ignores case and surrounding spaces', () => {
    expect(activityIcon('  Cooking ')).toBe('cooking');
    expect(activityIcon('PHOTOGRAPHY')).toBe('photography');
  });

  it('shows the star for anything else', () => {
    expect(activityIcon('skydiving')).toBe('star');
    expect(activityIcon('')).toBe('star');
    expect(activityIcon('star')).toBe('star');
    expect(activityIcon('hik ing')).toBe('star');
  });
});

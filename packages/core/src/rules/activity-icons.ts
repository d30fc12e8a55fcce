// Activity suggestion icons (spec 3 Activity: iconHint is one of 19 values; any other value
// shows a default star).

// spec 3: the hints, in the spec's order.
export const ACTIVITY_ICON_HINTS = [
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
] as const;
export type ActivityIconHint = (typeof ACTIVITY_ICON_HINTS)[number];

// spec 3: any other value shows a default star.
export const DEFAULT_ACTIVITY_ICON = 'star';
export type ActivityIcon = ActivityIconHint | typeof DEFAULT_ACTIVITY_ICON;

function isActivityIconHint(value: string): value is ActivityIconHint {
  return (ACTIVITY_ICON_HINTS as readonly string[]).includes(value);
}

// AI replies vary in case and spacing ("Hiking ", "COOKING"), which should not cost the icon.
export function activityIcon(hint: string): ActivityIcon {
  const normalized = hint.trim().toLowerCase();
  return isActivityIconHint(normalized) ? normalized : DEFAULT_ACTIVITY_ICON;
}

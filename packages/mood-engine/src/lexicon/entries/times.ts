// Times of day and of the week.
import type { EntryTable } from '../types';

export const TIMES: EntryTable = {
  'morning/mornings/sunrise/dawn/early/daybreak/first light': {
    v: 0.65,
    e: 0.4,
    a: 0.6,
    tags: ['morning', 'hopeful'],
    name: 'Morning',
  },
  'afternoon/midday/noon/lunch/lunchtime/siesta': {
    v: 0.68,
    e: 0.5,
    tags: ['afternoon'],
    name: 'Afternoon',
  },
  'evening/dusk/twilight/golden hour/blue hour': {
    v: 0.55,
    e: 0.4,
    tags: ['evening', 'sunset'],
    name: 'Evening',
  },
  'sunset/sundown/sunsets': {
    v: 0.62,
    e: 0.45,
    tags: ['sunset', 'evening', 'dreamy'],
    name: 'Sunset',
  },
  'night/nights/nighttime/night time/tonight/nocturnal': {
    v: 0.45,
    e: 0.45,
    tags: ['night'],
    name: 'Night',
  },
  'late night/latenight/late nights/after hours/afterhours/3am/2am/4am/wee hours/small hours': {
    v: 0.38,
    e: 0.35,
    a: 0.4,
    tags: ['latenight', 'night', 'dreamy'],
    name: 'Late Night',
  },
  'midnight/middle of the night': {
    v: 0.38,
    e: 0.38,
    tags: ['latenight', 'night', 'mysterious'],
    name: 'Midnight',
  },
  'sunday/sundays/lazy sunday/sunday morning': {
    v: 0.62,
    e: 0.3,
    a: 0.65,
    tags: ['sunday', 'cozy', 'calm'],
    name: 'Sunday',
  },
  'saturday/saturday night/friday/friday night/tgif': {
    v: 0.82,
    e: 0.82,
    t: 120,
    tags: ['weekend', 'party'],
    name: 'Friday Night',
  },
  'weekend/weekends/the weekend': { v: 0.78, e: 0.62, tags: ['weekend', 'happy'], name: 'Weekend' },
  'monday/mondays/tuesday/wednesday/thursday/weekday/midweek': {
    v: 0.6,
    e: 0.55,
    tags: ['work', 'commute'],
    name: 'Weekday',
  },
  'daytime/all day/during the day': { v: 0.66, e: 0.55, tags: ['afternoon'], name: 'Daytime' },
};

// Decades and eras.
import type { EntryTable } from '../types';

export const ERAS: EntryTable = {
  '60s/60s music/sixties/1960s/the sixties/woodstock/flower power/hippie/hippies/psychedelic': {
    years: [1960, 1969],
    name: '60s',
  },
  '70s/70s music/seventies/1970s/the seventies': { years: [1970, 1979], name: '70s' },
  '80s/80s music/eighties/1980s/the eighties': { years: [1980, 1989], name: '80s' },
  '90s/90s music/nineties/1990s/the nineties': { years: [1990, 1999], name: '90s' },
  '00s/2000s/noughties/aughts/y2k/early 2000s/2000s music': { years: [2000, 2009], name: 'Y2K' },
  '2010s/10s/twenty tens/2010s music/tumblr': { years: [2010, 2019], name: '2010s' },
  '2020s/20s/new music/new releases/latest/recent/fresh/this year/current': {
    years: [2020, 2030],
    name: 'Fresh',
  },
  'retro/vintage/old school/oldschool/classic/classics/timeless/golden age': {
    years: [1960, 1989],
    tags: ['nostalgic'],
    name: 'Retro',
  },
  'oldies/golden oldies/oldie/old songs/old music/grandparents/grandma/grandpa': {
    years: [1955, 1975],
    tags: ['nostalgic'],
    name: 'Oldies',
  },
  'modern/contemporary/today s hits/todays hits/trending/viral/tiktok': {
    years: [2015, 2030],
    name: 'Modern',
  },
  'childhood/growing up/school days/high school/teenage/teen/teenager/college': {
    tags: ['nostalgic', 'singalong'],
    v: 0.7,
    e: 0.65,
    name: 'Throwback',
  },
  'millennial/millennials/emo phase/mtv': {
    years: [1995, 2012],
    tags: ['nostalgic'],
    name: 'Millennial',
  },
  'gen z/zoomer/zoomers': { years: [2015, 2030], name: 'Gen Z' },
  'boomer/boomers/baby boomers': { years: [1960, 1979], tags: ['nostalgic'], name: 'Classic' },
};

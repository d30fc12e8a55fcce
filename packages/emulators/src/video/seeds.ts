// Everything the video emulators make up comes from a hash of what it names, so the same
// query gives the same videos in every run, test and demo (AMENDMENTS A7).
import { createHash } from 'node:crypto';

export function hashOf(seed: string): Buffer {
  return createHash('sha256').update(seed).digest();
}

export type Dice = {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], inclusive. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
};

/** Throws for a seed: each throw reads the next four bytes of its hash, rehashing as needed. */
export function dice(seed: string): Dice {
  let round = 0;
  let hash = hashOf(seed);
  let at = 0;
  const next = () => {
    if (at + 4 > hash.length) {
      round += 1;
      hash = hashOf(`${seed}#${round}`);
      at = 0;
    }
    const value = hash.readUInt32BE(at) / 2 ** 32;
    at += 4;
    return value;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick(list) {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
  };
}

// YouTube video ids are 11 characters of base64url, 64 bits: eight bytes encode to exactly
// that, and the last character then comes from the same 16 letters as YouTube's.
export const VIDEO_ID = /^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/;

export function videoId(seed: string): string {
  return hashOf(`video:${seed}`).subarray(0, 8).toString('base64url');
}

// Channel ids are "UC" and 22 characters of base64url (16 bytes).
export function channelId(name: string): string {
  return `UC${hashOf(`channel:${name}`).subarray(0, 16).toString('base64url')}`;
}

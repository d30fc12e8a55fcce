// What a visitor asked for before signing in (spec 6: a visitor must accept the terms and log in
// to generate). Sign-in leaves the page for Spotify and comes back to a new one, so the words,
// and the photo when the tab's storage has room for it, wait in sessionStorage: this tab only,
// gone when it closes.
import { tabStorage } from '../../../shared/lib/storage';
import type { PreparedPhoto } from './compress-image';

export type PendingPrompt = { prompt: string; photo: PreparedPhoto | null };

const KEY = 'moodtape_pending_prompt';

export function savePendingPrompt(pending: PendingPrompt): void {
  // A photo can be larger than the storage allows: the words alone are still worth keeping.
  if (!tabStorage.set(KEY, JSON.stringify(pending))) {
    tabStorage.set(KEY, JSON.stringify({ ...pending, photo: null }));
  }
}

export function readPendingPrompt(): PendingPrompt | null {
  const raw = tabStorage.get(KEY);
  if (raw === null) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function clearPendingPrompt(): void {
  tabStorage.remove(KEY);
}

// Stored by an older page or changed by hand: only a well-formed request comes back.
function parse(value: unknown): PendingPrompt | null {
  if (typeof value !== 'object' || value === null) return null;
  const { prompt, photo } = value as Record<string, unknown>;
  if (typeof prompt !== 'string') return null;
  const kept = photo as Partial<PreparedPhoto> | null | undefined;
  const validPhoto =
    kept &&
    typeof kept.dataUrl === 'string' &&
    kept.dataUrl.startsWith('data:image/') &&
    typeof kept.filename === 'string' &&
    typeof kept.bytes === 'number'
      ? (kept as PreparedPhoto)
      : null;
  if (prompt.trim() === '' && !validPhoto) return null;
  return { prompt, photo: validPhoto };
}

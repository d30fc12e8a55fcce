// Sign-out happens in the profile bar, but other parts of the page have to let go first
// (spec 4 Sign-out: the player disconnects). They listen here; the sign-out button signals.
const listeners = new Set<() => void>();

export function onSignOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function signalSignOut(): void {
  for (const listener of [...listeners]) listener();
}

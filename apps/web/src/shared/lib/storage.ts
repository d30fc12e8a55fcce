// Web storage that never throws (private windows and full quotas refuse writes).
function safeStorage(area: () => Storage) {
  return {
    get(key: string): string | null {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    // False when the browser refused to keep it.
    set(key: string, value: string): boolean {
      try {
        area().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key: string): void {
      try {
        area().removeItem(key);
      } catch {
        // Nothing to clean up if storage is unavailable.
      }
    },
  };
}

// localStorage: kept across visits.
export const storage = safeStorage(() => window.localStorage);
// sessionStorage: this tab only, gone when it closes (a sign-in's round trip through Spotify).
export const tabStorage = safeStorage(() => window.sessionStorage);

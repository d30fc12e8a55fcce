// Where suggestion cards lead (spec 2: movie and TV cards link to a movie-database search
// by title; spec 3 Creator: channel and Spotify).

export function movieSearchUrl(title: string): string {
  return `https://www.themoviedb.org/search?query=${encodeURIComponent(title)}`;
}

// spotify:artist:ID (or show, playlist...) as an open.spotify.com page; null for anything else.
export function spotifyOpenUrl(uri: string | null): string | null {
  const match = /^spotify:(artist|album|playlist|show|episode|track|user):([A-Za-z0-9._-]+)$/.exec(
    uri ?? '',
  );
  return match ? `https://open.spotify.com/${match[1]}/${match[2]}` : null;
}

// POST /api/spotify/playlists (spec 5 Save to Spotify): the server creates a non-public
// playlist in the person's account, describes it from the prompt and adds the tracks.
import { useMutation } from '@tanstack/react-query';
import { type SaveToSpotifyRequest, SaveToSpotifyResponseSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function saveToSpotify(body: SaveToSpotifyRequest) {
  return apiFetch('/api/spotify/playlists', {
    method: 'POST',
    body,
    schema: SaveToSpotifyResponseSchema,
  });
}

export function useSaveToSpotifyMutation() {
  return useMutation({ mutationFn: saveToSpotify });
}

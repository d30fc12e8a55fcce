// GET /api/vibes/public (spec 7): public vibes a page at a time, by relevance when searching,
// newest first otherwise. Works signed out (spec 6).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PUBLIC_VIBES_PAGE_SIZE, VibeListSchema } from '@moodtape/core';
import { apiFetch } from '../../../shared/lib/api-client';

export function getPublicVibes(search: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  query.set('page', String(page));
  return apiFetch(`/api/vibes/public?${query}`, { schema: VibeListSchema, signal });
}

export function publicVibesQuery(search: string) {
  return infiniteQueryOptions({
    queryKey: ['vibes', 'public', search],
    queryFn: ({ pageParam, signal }) => getPublicVibes(search, pageParam, signal),
    initialPageParam: 1,
    // A full page means there may be more; a short one is the end.
    getNextPageParam: (lastPage, allPages) =>
      lastPage.length >= PUBLIC_VIBES_PAGE_SIZE ? allPages.length + 1 : undefined,
  });
}

export function usePublicVibes(search: string) {
  return useInfiniteQuery({
    ...publicVibesQuery(search),
    // The previous results stay on screen while a new search loads, so the list does not flash.
    placeholderData: keepPreviousData,
  });
}

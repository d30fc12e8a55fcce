// A vibe's save count is read twice: with the vibe the page shows (fetched when it was loaded)
// and with the saved-vibes carousel's list (fetched when the carousel opened). Whichever was
// read later may be higher. A save is counted once per person and never taken back, so the
// higher count is the true one, and the card and the carousel both show it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Vibe } from '@moodtape/core';
import { useEffect } from 'react';
import { myVibesQuery } from '../api/get-vibes';

export function useAgreeingSaveCount(vibe: Vibe | null, onNewer: (vibe: Vibe) => void) {
  const queryClient = useQueryClient();
  // Reads the carousel's list as it is cached, without asking for it.
  const { data: list } = useQuery({ ...myVibesQuery, enabled: false });
  const listed = vibe && list?.find((item) => item.id === vibe.id);
  const listedCount = listed ? listed.save_count : null;

  useEffect(() => {
    if (!vibe || listedCount === null || listedCount === vibe.save_count) return;
    if (listedCount > vibe.save_count) {
      onNewer({ ...vibe, save_count: listedCount });
      return;
    }
    queryClient.setQueryData(myVibesQuery.queryKey, (items) =>
      items?.map((item) => (item.id === vibe.id ? { ...item, save_count: vibe.save_count } : item)),
    );
  }, [vibe, listedCount, onNewer, queryClient]);
}

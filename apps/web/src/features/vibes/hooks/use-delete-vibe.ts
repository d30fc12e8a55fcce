// Delete a vibe once the person confirmed (spec 4 Vibe): the card goes, the playlist stays.
import { MESSAGES, type Vibe } from '@moodtape/core';
import { useCallback } from 'react';
import { useMessages } from '../../../shared/lib/messages';
import { useDeleteVibe } from '../api/delete-vibe';

// `onDeleted` lets the page drop the vibe's card; its playlist stays.
export function useDeleteLoadedVibe(vibe: Vibe, onDeleted: (vibeId: string) => void) {
  const { showMessage } = useMessages();
  const remove = useDeleteVibe();
  const { mutateAsync } = remove;

  const run = useCallback(async (): Promise<boolean> => {
    try {
      await mutateAsync(vibe.id);
      showMessage(MESSAGES.vibeDeleted);
      onDeleted(vibe.id);
      return true;
    } catch {
      showMessage(MESSAGES.failedToDeleteVibe);
      return false;
    }
  }, [vibe.id, mutateAsync, showMessage, onDeleted]);

  return { remove: run, pending: remove.isPending };
}

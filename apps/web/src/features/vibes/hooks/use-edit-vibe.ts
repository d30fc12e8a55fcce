// Rename and public/private (spec 4 Vibe): shown at once, sent with PATCH, and put back with
// the spec 8 message if the server refuses.
import { MESSAGES, type Vibe } from '@moodtape/core';
import { useCallback } from 'react';
import { useMessages } from '../../../shared/lib/messages';
import { useUpdateVibe } from '../api/update-vibe';

type Change = { name?: string; is_public?: boolean };

// `replace` shows the vibe's new details wherever the page shows it.
export function useEditVibe(vibe: Vibe, replace: (vibe: Vibe) => void) {
  const { showMessage } = useMessages();
  const update = useUpdateVibe();
  const { mutateAsync } = update;

  const edit = useCallback(
    async (change: Change) => {
      replace({ ...vibe, ...change });
      try {
        const saved = await mutateAsync({ id: vibe.id, ...change });
        replace({ ...vibe, ...saved });
      } catch {
        replace(vibe);
        showMessage(MESSAGES.failedToUpdateVibe);
      }
    },
    [vibe, replace, mutateAsync, showMessage],
  );

  return { edit, pending: update.isPending };
}

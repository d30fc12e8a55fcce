// Spec 4 Sign-out: asks first, disconnects the player, then ends the session, clears what
// the browser kept and reloads the site root.
import { useState } from 'react';
import { Power } from 'lucide-react';
import { STORAGE_KEYS } from '@moodtape/core';
import { signalSignOut } from '../../../shared/auth/sign-out-signal';
import { logout } from '../../../shared/auth/token-api';
import { focusAfterLoad } from '../../../shared/lib/focus-after-load';
import { storage } from '../../../shared/lib/storage';
import { Button } from '../../../shared/ui/button';
import { IconButton } from '../../../shared/ui/icon-button';
import { Modal } from '../../../shared/ui/modal';

export function SignOutButton() {
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    signalSignOut();
    // Even if the server is unreachable the person is leaving; the cookie dies with the session.
    await logout().catch((error: unknown) => console.warn('Sign-out request failed:', error));
    for (const key of Object.values(STORAGE_KEYS)) storage.remove(key);
    focusAfterLoad('login');
    window.location.assign('/');
  }

  return (
    <>
      <IconButton label="Sign out" icon={<Power size={18} />} onClick={() => setConfirming(true)} />
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Sign out of Moodtape?"
        size="confirm"
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button variant="danger" loading={leaving} onClick={signOut}>
              Sign out
            </Button>
          </>
        }
      >
        <p>Music stops and this browser forgets your Spotify connection. Your saved vibes stay.</p>
      </Modal>
    </>
  );
}

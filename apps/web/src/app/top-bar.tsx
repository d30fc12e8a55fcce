// Spec 2 profile bar, top right: avatar, username, token countdown, refresh connection,
// more options and sign-out; before sign-in, the Login button.
import { useState } from 'react';
import { AtSign, MoreHorizontal } from 'lucide-react';
import { useSession } from '../shared/auth/session';
import { Menu, MenuItem } from '../shared/ui/menu';
import { Spinner } from '../shared/ui/spinner';
import { LoginButton } from '../features/auth/components/login-button';
import { RefreshConnectionButton } from '../features/auth/components/refresh-connection-button';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { TokenCountdown } from '../features/auth/components/token-countdown';
import { DemoBadge } from '../features/demo-mode/components/demo-badge';
import { ProfileSummary } from '../features/profile/components/profile-summary';
import { UsernameModal } from '../features/profile/components/username-modal';
import styles from './top-bar.module.css';

export function TopBar() {
  const { user, loading } = useSession();
  const [usernameOpen, setUsernameOpen] = useState(false);

  return (
    <nav className={styles.bar} aria-label="Profile">
      <DemoBadge />
      {loading ? (
        <Spinner size={20} label="Checking sign-in" />
      ) : user ? (
        <>
          <ProfileSummary user={user} onEditUsername={() => setUsernameOpen(true)} />
          <TokenCountdown />
          <RefreshConnectionButton />
          <Menu label="More options" icon={<MoreHorizontal size={20} />}>
            <MenuItem icon={<AtSign size={16} />} onSelect={() => setUsernameOpen(true)}>
              Change username
            </MenuItem>
          </Menu>
          <SignOutButton />
          <UsernameModal open={usernameOpen} onClose={() => setUsernameOpen(false)} user={user} />
        </>
      ) : (
        <LoginButton />
      )}
    </nav>
  );
}

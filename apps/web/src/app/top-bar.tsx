// Spec 2 profile bar, top right: avatar, username, token countdown, refresh connection,
// more options and sign-out; before sign-in, the Login button.
import { Suspense, useState } from 'react';
import { AtSign, BookmarkPlus, GalleryHorizontal, ListMusic, MoreHorizontal } from 'lucide-react';
import { useSession } from '../shared/auth/session';
import { Menu, MenuItem } from '../shared/ui/menu';
import { Spinner } from '../shared/ui/spinner';
import { LoginButton } from '../features/auth/components/login-button';
import { RefreshConnectionButton } from '../features/auth/components/refresh-connection-button';
import { SignOutButton } from '../features/auth/components/sign-out-button';
import { TokenCountdown } from '../features/auth/components/token-countdown';
import { ProfileSummary } from '../features/profile/components/profile-summary';
import { useSaveToSpotify } from '../features/save-to-spotify/hooks/use-save-to-spotify';
import type { ThemeAction } from '../features/theme/state/theme-state';
import { MuteThemeItem, ThemeControls } from '../features/theme/components/theme-controls';
import { DiscoverButton } from './community-entry';
import { lazyPart, useOpenedOnce } from './lazy-part';
import { usePage, usePageDispatch, useVibeOnPage } from './page';
import styles from './top-bar.module.css';

// spec 2: the username modal, opened from the profile bar or the menu; fetched on first opening.
const usernameModal = lazyPart(() =>
  import('../features/profile/components/username-modal').then((module) => ({
    default: module.UsernameModal,
  })),
);

type Props = {
  savedVibesShown: boolean;
  onToggleSavedVibes: () => void;
};

export function TopBar({ savedVibesShown, onToggleSavedVibes }: Props) {
  const { user, loading } = useSession();
  const [usernameOpen, setUsernameOpen] = useState(false);
  const usernameOpened = useOpenedOnce(usernameOpen);
  const playlist = usePage((state) => state.playlist);
  const vibe = usePage((state) => state.vibe);
  const theme = usePage((state) => state.theme);
  const dispatch = usePageDispatch();
  const vibes = useVibeOnPage();
  const spotify = useSaveToSpotify();
  const changeTheme = (action: ThemeAction) => dispatch({ type: 'theme', action });
  // spec 2: Save Vibe and Save to Spotify only when a playlist exists.
  const hasPlaylist = playlist.rows.length > 0;
  const saving = vibes.saving || spotify.saving;

  return (
    <nav className={styles.bar} aria-label="Profile">
      {/* spec 6: anyone, signed in or not, can browse and search public vibes. */}
      <DiscoverButton onOpen={() => dispatch({ type: 'discover', open: true })} />
      {loading ? (
        <Spinner size={20} label="Checking sign-in" />
      ) : user ? (
        <>
          <ProfileSummary
            user={user}
            onEditUsername={() => setUsernameOpen(true)}
            detail={<TokenCountdown />}
          />
          <RefreshConnectionButton />
          {saving && <Spinner size={16} label="Saving" />}
          {/* spec 2: Regenerate Theme and Theme Intensity are fields, not menu items: they
              share the popover, after the items. */}
          <Menu
            label="More options"
            icon={<MoreHorizontal size={20} />}
            extra={<ThemeControls intensity={theme.intensity} onChange={changeTheme} />}
          >
            <MenuItem icon={<GalleryHorizontal size={16} />} onSelect={onToggleSavedVibes}>
              {savedVibesShown ? 'Hide Saved Vibes' : 'Show Saved Vibes'}
            </MenuItem>
            {hasPlaylist && (
              <>
                <MenuItem
                  icon={<BookmarkPlus size={16} />}
                  onSelect={() => void vibes.saveCurrent()}
                >
                  Save Vibe
                </MenuItem>
                <MenuItem
                  icon={<ListMusic size={16} />}
                  onSelect={() =>
                    void spotify.save({
                      name: vibe?.name ?? playlist.name,
                      prompt: playlist.prompt,
                      tracks: playlist.rows.map((row) => row.track),
                    })
                  }
                >
                  Save to Spotify
                </MenuItem>
              </>
            )}
            <MuteThemeItem muted={theme.muted} onChange={changeTheme} />
            <MenuItem icon={<AtSign size={16} />} onSelect={() => setUsernameOpen(true)}>
              Change username
            </MenuItem>
          </Menu>
          <SignOutButton />
          {usernameOpened && (
            <Suspense fallback={null}>
              <usernameModal.Component
                open={usernameOpen}
                onClose={() => setUsernameOpen(false)}
                user={user}
              />
            </Suspense>
          )}
        </>
      ) : (
        <LoginButton />
      )}
    </nav>
  );
}

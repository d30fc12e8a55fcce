import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import styles from './terms-modal.module.css';

export function TermsModal({
  open,
  onAgree,
  onDisagree,
}: {
  open: boolean;
  onAgree: () => void;
  onDisagree: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onDisagree}
      title="Terms of service and privacy"
      dismissible={false}
      size="md"
      footer={
        <>
          <Button onClick={onDisagree}>Disagree</Button>
          <Button variant="primary" onClick={onAgree}>
            Agree &amp; Continue
          </Button>
        </>
      }
    >
      <div className={styles.terms}>
        <p>
          Moodtape turns a mood into a playlist and plays it through your Spotify account. Before
          you log in, please read how that works.
        </p>
        <h3>What Moodtape does with your Spotify account</h3>
        <ul>
          <li>Reads your Spotify profile: your name, picture and user id.</li>
          <li>Plays music in this browser and controls that playback (Spotify Premium needed).</li>
          <li>Creates private playlists in your account, only when you ask it to.</li>
        </ul>
        <h3>What we keep</h3>
        <ul>
          <li>Your Spotify user id, display name, picture and the Moodtape username you choose.</li>
          <li>
            The vibes you save, and the comments you post. Public vibes can be seen by anyone.
          </li>
          <li>
            Your Spotify connection, encrypted, so you stay signed in. Signing out ends it on this
            device.
          </li>
        </ul>
        <h3>What we never do</h3>
        <ul>
          <li>Sell or share your data, or show you ads.</li>
          <li>Post to Spotify or anywhere else without you pressing a button.</li>
        </ul>
        <p className={styles.small}>
          Prompts and photos you use to generate playlists are sent to the AI service that writes
          the playlist. Do not include anything you would not share.
        </p>
      </div>
    </Modal>
  );
}

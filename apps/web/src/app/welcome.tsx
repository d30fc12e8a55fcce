// What the screen shows around the generator: what Moodtape does, for a visitor, and a
// greeting for a signed-in listener. The form (`children`) comes between the words and the
// steps, where the eye goes next.
import type { ReactNode } from 'react';
import { Camera, Headphones, Heart } from 'lucide-react';
import type { UserProfile } from '@moodtape/core';
import styles from './welcome.module.css';

const STEPS = [
  {
    icon: Camera,
    title: 'Words or a photo',
    text: 'Describe a mood, a moment or a place, or drop in a picture that feels right.',
  },
  {
    icon: Headphones,
    title: 'Plays right here',
    text: 'Every song is found on Spotify and plays in your browser with Spotify Premium.',
  },
  {
    icon: Heart,
    title: 'Keep it as a vibe',
    text: 'Save the playlist with its colours and videos, share it, or add it to Spotify.',
  },
];

export function Welcome({ user, children }: { user: UserProfile | null; children?: ReactNode }) {
  const name = user?.display_name?.split(' ')[0] ?? user?.moodtape_username;
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <div className={styles.intro}>
        <p className={styles.kicker}>{user ? `Hi, ${name}` : 'Mood to music'}</p>
        <h2 id="welcome-title" className={styles.headline}>
          {user ? 'What are you in the mood for?' : 'Turn a mood into a playlist.'}
        </h2>
        <p className={styles.lede}>
          {user
            ? 'You are connected to Spotify. Tell Moodtape how the moment feels and it will find the music.'
            : 'Tell Moodtape how you feel, in words or with a photo. It writes a playlist, finds every song on Spotify and plays it, with videos and ideas to match.'}
        </p>
        {!user && (
          <p className={styles.note}>
            Try it below: Generate asks you to log in with Spotify first. Playback needs Spotify
            Premium.
          </p>
        )}
      </div>
      {children}
      <ul className={styles.steps}>
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.step}>
            <span className={styles.icon}>
              <Icon size={20} aria-hidden />
            </span>
            <h3 className={styles.stepTitle}>{title}</h3>
            <p className={styles.stepText}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

// What a visitor sees around the prompt form: what Moodtape does, in words and three steps.
// The form (`children`) comes between the words and the steps, where the eye goes next. The
// signed-in greeting is generator-intro.tsx, whose kicker and headline this shares.
import type { ReactNode } from 'react';
import { Camera, Headphones, Heart } from 'lucide-react';
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

export function Welcome({ children }: { children?: ReactNode }) {
  return (
    <section className={styles.welcome} aria-labelledby="welcome-title">
      <div className={styles.intro}>
        <p className={styles.kicker}>Mood to music</p>
        <h2 id="welcome-title" className={styles.headline}>
          Turn a mood into a playlist.
        </h2>
        <p className={styles.lede}>
          Tell Moodtape how you feel, in words or with a photo. It writes a playlist, finds every
          song on Spotify and plays it, with videos and ideas to match.
        </p>
        <p className={styles.note}>
          Try it below: Generate asks you to log in with Spotify first. Playback needs Spotify
          Premium.
        </p>
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

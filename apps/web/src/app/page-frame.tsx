// The one screen's frame (spec 2), the same for a visitor and a listener: the header with the
// brand and the profile bar, alerts, the messages area, the content, the footer. Everything
// that changes between the two comes in through the slots, so the frame paints from the
// first byte of HTML and stays still while the rest arrives.
import type { ReactNode } from 'react';
import { DemoBadge } from '../features/demo-mode/components/demo-badge';
import { MessagesArea } from '../features/messages/components/messages-area';
import { Logo } from '../shared/ui/logo';
import { GeneratorIntro } from './generator-intro';
import styles from './page-frame.module.css';

type Props = {
  bar: ReactNode;
  // Under the brand and the bar, across the header (spec 2: the saved vibes' carousel).
  headerExtra?: ReactNode;
  // Between the header and the content: alerts about the session.
  banner?: ReactNode;
  children?: ReactNode;
  // After the footer: fixed bars and dialogs.
  after?: ReactNode;
};

export function PageFrame({ bar, headerExtra, banner, children, after }: Props) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.brand}>
          <Logo size={40} />
          <h1 className={styles.title}>Moodtape</h1>
          {/* Beside the name, where its late arrival moves nothing else. */}
          <DemoBadge />
        </div>
        {bar}
        {headerExtra && <div className={styles.carousel}>{headerExtra}</div>}
      </header>
      {banner}
      <main id="main" className={styles.main} tabIndex={-1}>
        <MessagesArea />
        {children}
      </main>
      <footer className={styles.footer}>
        <p>Music from Spotify. Moodtape is not affiliated with Spotify.</p>
      </footer>
      {after}
    </>
  );
}

// The profile bar's place while the page does not yet know who is there.
export function BarPlaceholder() {
  return <div className={styles.barPlaceholder} role="status" aria-label="Checking sign-in" />;
}

// The generator's greeting and the shape of its form, for the moment before they come.
export function ContentPlaceholder() {
  return (
    <>
      <GeneratorIntro name={null} />
      <span className={styles.formPlaceholder} aria-hidden="true" />
    </>
  );
}

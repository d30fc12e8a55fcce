// A titled panel of cards, as the video and suggestion sections are (spec 2): a heading
// with optional actions, the cards, and a footer for Show More / Discover More.
import { type ReactNode, useId } from 'react';
import { Button } from './button';
import styles from './card-section.module.css';

type Props = {
  title: string;
  actions?: ReactNode;
  footer?: ReactNode;
  busy?: boolean;
  className?: string;
  children: ReactNode;
};

export function CardSection({ title, actions, footer, busy, className, children }: Props) {
  const headingId = useId();
  return (
    <section
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {actions}
      </header>
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}

// spec 4 Section expansion: Show More reveals the rest, Show Less folds it back.
export function ShowMoreButton(props: {
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      {props.expanded ? 'Show Less' : 'Show More'}
    </Button>
  );
}

// The signed-in page's greeting (spec 2): "Hi, <name>" over the question. In the first paint's
// HTML too, before anyone is known, so the page's largest text is there from the first byte.
import styles from './generator-intro.module.css';

export function GeneratorIntro({ name }: { name: string | null }) {
  return (
    <div className={styles.intro}>
      {name === null ? (
        <span className={`${styles.kicker} ${styles.kickerPlaceholder}`} aria-hidden="true" />
      ) : (
        <p className={styles.kicker}>Hi, {name}</p>
      )}
      <h2 className={styles.headline}>What are you in the mood for?</h2>
    </div>
  );
}

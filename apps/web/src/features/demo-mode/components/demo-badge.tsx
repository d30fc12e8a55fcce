// AMENDMENTS A7: the page says so while any outside service is answered by an emulator.
import { FlaskConical } from 'lucide-react';
import { useHealth } from '../api/get-health';
import styles from './demo-badge.module.css';

export function DemoBadge() {
  const { data } = useHealth();
  if (!data || data.emulated.length === 0) return null;
  const services = data.emulated.join(', ');
  return (
    <span className={styles.badge} title={`Emulated services: ${services}`}>
      <FlaskConical size={14} aria-hidden />
      <span className={styles.text}>Demo mode</span>
      <span className="visually-hidden">{`: emulated ${services}`}</span>
    </span>
  );
}

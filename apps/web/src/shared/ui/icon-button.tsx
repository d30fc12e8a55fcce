import type { ComponentProps, ReactNode } from 'react';
import styles from './icon-button.module.css';

type Props = Omit<ComponentProps<'button'>, 'aria-label'> & {
  // Icon-only buttons need an accessible name; it doubles as the tooltip.
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md';
};

export function IconButton({
  label,
  icon,
  size = 'md',
  className,
  type = 'button',
  ...rest
}: Props) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[styles.iconButton, styles[size], className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon}
    </button>
  );
}

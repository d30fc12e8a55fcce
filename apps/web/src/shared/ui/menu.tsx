// A menu button (WAI-ARIA menu pattern): arrow keys move between items, Escape and a click
// outside close it and return focus to the button. `extra` holds controls that are not menu
// items (a text field, a slider): they sit in the same popover after the menu, reached with
// Tab, since a role="menu" may only contain items.
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { IconButton } from './icon-button';
import styles from './menu.module.css';

const MenuContext = createContext<{ close: () => void } | null>(null);

export function Menu({
  label,
  icon,
  children,
  extra,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    items(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      move(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      move(list.length - 1);
    } else if (event.key === 'Tab' && !extra) {
      close(false);
    }
  };

  // Escape anywhere in the popover closes it; so does focus leaving it (Tab past the extras).
  const onPopoverKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };
  const onPopoverBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) close(false);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <IconButton
        ref={buttonRef}
        label={label}
        icon={icon}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      />
      {open && (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only catches Escape and focus leaving, for the controls inside
        <div className={styles.popover} onKeyDown={onPopoverKeyDown} onBlur={onPopoverBlur}>
          {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- focus lives on the items, as the menu pattern asks */}
          <div id={menuId} ref={menuRef} role="menu" aria-label={label} onKeyDown={onKeyDown}>
            <MenuContext.Provider value={{ close }}>{children}</MenuContext.Provider>
          </div>
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
    </div>
  );
}

export function MenuItem({
  onSelect,
  icon,
  children,
}: {
  onSelect: () => void;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const menu = useContext(MenuContext);
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={styles.item}
      onClick={() => {
        menu?.close();
        onSelect();
      }}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

// The menu button with controls beside its items: arrow keys stay among the items, Tab
// reaches the controls without closing the menu, Escape from a control closes it and gives
// the focus back to the button.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Menu, MenuItem } from './menu';

function renderMenu() {
  const onSelect = vi.fn();
  render(
    <Menu label="More options" icon="…" extra={<input aria-label="Theme description" />}>
      <MenuItem onSelect={onSelect}>First</MenuItem>
      <MenuItem onSelect={onSelect}>Second</MenuItem>
    </Menu>,
  );
  const button = screen.getByRole('button', { name: 'More options' });
  fireEvent.click(button);
  return { button, onSelect };
}

describe('menu with extra controls', () => {
  it('moves among the items with the arrow keys only', () => {
    renderMenu();
    const [first, second] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    // The control is not an item of role="menu".
    expect(screen.getByRole('menu').contains(screen.getByLabelText('Theme description'))).toBe(
      false,
    );
  });

  it('stays open on Tab and closes on Escape from a control, focus back on the button', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0]!, { key: 'Tab' });
    expect(screen.queryByRole('menu')).not.toBeNull();
    const input = screen.getByLabelText('Theme description');
    input.focus();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when the focus leaves it', () => {
    renderMenu();
    const outside = document.createElement('button');
    document.body.append(outside);
    fireEvent.blur(screen.getByLabelText('Theme description'), { relatedTarget: outside });
    expect(screen.queryByRole('menu')).toBeNull();
    outside.remove();
  });
});

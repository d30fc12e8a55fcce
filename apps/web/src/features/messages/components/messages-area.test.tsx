import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider, useMessages } from '../../../shared/lib/messages';
import { MessagesArea, SUCCESS_MESSAGE_MS } from './messages-area';

function Trigger({ text }: { text: string }) {
  const { showMessage } = useMessages();
  return (
    <button type="button" onClick={() => showMessage(text)}>
      show
    </button>
  );
}

function renderArea(text: string) {
  render(
    <MessagesProvider>
      <Trigger text={text} />
      <MessagesArea />
    </MessagesProvider>,
  );
  act(() => screen.getByRole('button', { name: 'show' }).click());
}

describe('messages area (spec 2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows text containing "successfully" as a success status that fades', () => {
    renderArea('Username updated successfully!');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Username updated successfully!');
    expect(status.querySelector('[data-tone="success"]')).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
    act(() => vi.advanceTimersByTime(SUCCESS_MESSAGE_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows any other text as an error alert that stays until dismissed', () => {
    renderArea('Failed to save vibe');
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('[data-tone="error"]')?.textContent).toContain(
      'Failed to save vibe',
    );
    act(() => vi.advanceTimersByTime(SUCCESS_MESSAGE_MS * 3));
    expect(screen.getByRole('alert').textContent).toContain('Failed to save vibe');
    act(() => screen.getByRole('button', { name: 'Dismiss message' }).click());
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

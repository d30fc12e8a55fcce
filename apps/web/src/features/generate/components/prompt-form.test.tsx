// A loaded vibe fills the prompt form (spec 4 Vibe): its words, and its photo fetched from our
// server as the preview and the photo to generate with again. A later load fills it again.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { renderWithProviders } from '../../../test/render';
import { PromptForm, type PromptPreset } from './prompt-form';

describe('prompt form with a loaded vibe', () => {
  it('shows the vibe’s prompt and photo, and generates with them', async () => {
    fakeServer({ 'GET /api/images/abc': () => ({ body: { pretend: 'jpeg' } }) });
    const onGenerate = vi.fn(async () => null);
    const preset: PromptPreset = { key: 1, prompt: 'neon rain', imageUrl: '/api/images/abc' };
    renderWithProviders(<PromptForm busy={false} preset={preset} onGenerate={onGenerate} />);
    const textbox = screen.getByLabelText('Describe your mood') as HTMLTextAreaElement;
    expect(textbox.value).toBe('neon rain');
    const preview = await screen.findByRole('img', { name: 'Chosen for this playlist' });
    expect(preview.getAttribute('src')).toMatch(/^data:/);

    fireEvent.click(screen.getByRole('button', { name: 'Generate Playlist' }));
    expect(onGenerate).toHaveBeenCalledWith(
      'neon rain',
      expect.objectContaining({ dataUrl: expect.stringMatching(/^data:/) }),
    );
  });

  it('keeps what the person typed until another vibe is loaded', () => {
    fakeServer({});
    const form = (preset: PromptPreset | null) => (
      <PromptForm busy={false} preset={preset} onGenerate={async () => null} />
    );
    const { rerender } = renderWithProviders(form({ key: 1, prompt: 'first', imageUrl: null }));
    const textbox = screen.getByLabelText('Describe your mood') as HTMLTextAreaElement;
    fireEvent.change(textbox, { target: { value: 'my own words' } });
    rerender(form(null));
    rerender(form({ key: 1, prompt: 'first', imageUrl: null }));
    expect(textbox.value).toBe('my own words');
    rerender(form({ key: 2, prompt: 'second', imageUrl: null }));
    expect(textbox.value).toBe('second');
  });
});

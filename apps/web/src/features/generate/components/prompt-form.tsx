// The prompt form (spec 2): a 4-row text box, a camera toggle revealing the photo area, and
// Generate Playlist, disabled while loading or when there is neither text nor a photo.
import { Camera, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PROMPT_MAX_LENGTH } from '@moodtape/core';
import { useMessages } from '../../../shared/lib/messages';
import { Button } from '../../../shared/ui/button';
import { PhotoError, type PreparedPhoto, preparePhoto } from '../lib/compress-image';
import { PhotoDrop } from './photo-drop';
import styles from './prompt-form.module.css';

type Props = {
  busy: boolean;
  onGenerate: (prompt: string, photo: PreparedPhoto | null) => void;
};

export function PromptForm({ busy, onGenerate }: Props) {
  const { showMessage } = useMessages();
  const [prompt, setPrompt] = useState('');
  const [photoOpen, setPhotoOpen] = useState(false);
  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [preparing, setPreparing] = useState(false);
  const usablePhoto = photoOpen ? photo : null;
  const canGenerate = !busy && !preparing && (prompt.trim() !== '' || usablePhoto !== null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canGenerate) onGenerate(prompt.trim(), usablePhoto);
  };

  const onFile = async (file: File) => {
    setPreparing(true);
    try {
      setPhoto(await preparePhoto(file));
    } catch (error) {
      showMessage(error instanceof PhotoError ? error.message : 'The photo could not be read.');
    } finally {
      setPreparing(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Generate a playlist">
      <label htmlFor="mood-prompt" className={styles.label}>
        Describe your mood
      </label>
      <textarea
        id="mood-prompt"
        className={styles.textarea}
        rows={4}
        maxLength={PROMPT_MAX_LENGTH}
        placeholder="rainy sunday morning, coffee, slow start"
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
        }}
      />
      {photoOpen && (
        <PhotoDrop
          photo={photo}
          preparing={preparing}
          disabled={busy}
          onFile={(file) => void onFile(file)}
          onRemove={() => setPhoto(null)}
        />
      )}
      <div className={styles.row}>
        <Button
          variant="ghost"
          icon={<Camera size={18} aria-hidden />}
          aria-pressed={photoOpen}
          onClick={() => setPhotoOpen((open) => !open)}
        >
          {photoOpen ? 'Hide photo' : 'Add a photo'}
        </Button>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          loading={busy}
          disabled={!canGenerate}
          icon={<Sparkles size={18} aria-hidden />}
        >
          {busy ? 'Generating…' : 'Generate Playlist'}
        </Button>
      </div>
    </form>
  );
}

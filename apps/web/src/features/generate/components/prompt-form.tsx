// The prompt form (spec 2): a 4-row text box, a camera toggle revealing the photo area, and
// Generate Playlist, disabled while loading or when there is neither text nor a photo. A loaded
// vibe (spec 4 Vibe) fills it with the vibe's prompt and photo, ready to generate again.
import { Camera, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useState, useRef } from 'react';
import { PROMPT_MAX_LENGTH } from '@moodtape/core';
import { useFocusAfterLoad } from '../../../shared/lib/focus-after-load';
import { useMessages } from '../../../shared/lib/messages';
import { Button } from '../../../shared/ui/button';
import { FieldError } from '../../../shared/ui/field-error';
import { PhotoError, type PreparedPhoto, preparePhoto } from '../lib/compress-image';
import { PhotoDrop } from './photo-drop';
import styles from './prompt-form.module.css';

// What a loaded vibe (or a request kept over sign-in) puts in the form; a new `key` means a new
// load. A photo comes as a URL on our host, or already prepared.
export type PromptPreset = {
  key: number;
  prompt: string;
  imageUrl: string | null;
  photo?: PreparedPhoto | null;
};

type Props = {
  busy: boolean;
  preset?: PromptPreset | null;
  // Resolves with why the generation failed, if it did: said under the button as well as in
  // the messages area, which may be far above on a phone.
  onGenerate: (prompt: string, photo: PreparedPhoto | null) => Promise<string | null>;
};

export function PromptForm({ busy, preset = null, onGenerate }: Props) {
  const { showMessage, clearMessageIf } = useMessages();
  const [prompt, setPrompt] = useState('');
  const [photoOpen, setPhotoOpen] = useState(false);
  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Applied once per load, while rendering (not in an effect) so the words show at once; a
  // preset going away (a new generation) leaves what the person typed.
  const [presetKey, setPresetKey] = useState<number | null>(null);
  const [vibePhotoUrl, setVibePhotoUrl] = useState<string | null>(null);
  if (preset && preset.key !== presetKey) {
    setPresetKey(preset.key);
    setPrompt(preset.prompt);
    setPhoto(preset.photo ?? null);
    setPhotoOpen(preset.imageUrl !== null || Boolean(preset.photo));
    setVibePhotoUrl(preset.photo ? null : preset.imageUrl);
  }
  useEffect(() => {
    if (!vibePhotoUrl) return;
    const controller = new AbortController();
    photoFromUrl(vibePhotoUrl, controller.signal)
      .then((prepared) => {
        if (!controller.signal.aborted) setPhoto(prepared);
      })
      // Without its photo the vibe still loads; the person can add one again.
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setVibePhotoUrl(null);
      });
    return () => controller.abort();
  }, [vibePhotoUrl]);
  // Back from Spotify's consent page, the keyboard starts where the work does.
  const field = useRef<HTMLTextAreaElement>(null);
  useFocusAfterLoad('prompt', field);
  const fetchingPhoto = vibePhotoUrl !== null;
  const usablePhoto = photoOpen ? photo : null;
  const canGenerate =
    !busy && !preparing && !fetchingPhoto && (prompt.trim() !== '' || usablePhoto !== null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canGenerate) return;
    setFailure(null);
    void onGenerate(prompt.trim(), usablePhoto).then(setFailure);
  };

  // The last photo's refusal, taken back once another photo is accepted.
  const photoRefusal = useRef<string | null>(null);
  const onFile = async (file: File) => {
    setVibePhotoUrl(null);
    setPreparing(true);
    try {
      setPhoto(await preparePhoto(file));
      if (photoRefusal.current) clearMessageIf(photoRefusal.current);
      photoRefusal.current = null;
    } catch (error) {
      photoRefusal.current =
        error instanceof PhotoError ? error.message : 'The photo could not be read.';
      showMessage(photoRefusal.current);
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
        ref={field}
        id="mood-prompt"
        className={styles.textarea}
        rows={4}
        maxLength={PROMPT_MAX_LENGTH}
        placeholder="rainy sunday morning, coffee, slow start"
        value={prompt}
        onChange={(event) => {
          setPrompt(event.target.value);
          setFailure(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
        }}
      />
      {photoOpen && (
        <PhotoDrop
          photo={photo}
          preparing={preparing || fetchingPhoto}
          disabled={busy}
          onFile={(file) => void onFile(file)}
          onRemove={() => {
            setVibePhotoUrl(null);
            setPhoto(null);
          }}
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
      {failure !== null && !busy && <FieldError>{failure}</FieldError>}
    </form>
  );
}

// A vibe's photo is kept on our server (AMENDMENTS A8); generating again needs its bytes as a
// data URL, like a freshly chosen photo. Only our own host is asked (STYLE: no third-party
// fetches outside an integration).
async function photoFromUrl(url: string, signal: AbortSignal): Promise<PreparedPhoto> {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) throw new Error('Not one of our images');
  const response = await fetch(target, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The photo could not be read.'));
    reader.readAsDataURL(blob);
  });
  return { dataUrl, filename: 'vibe-photo.jpg', bytes: blob.size };
}

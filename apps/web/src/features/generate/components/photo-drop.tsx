// The drag-and-drop photo area of the prompt form (spec 2): JPG, PNG or WEBP, with change
// and remove once chosen. Choosing works by keyboard too, through the file picker.
import { ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import type { PreparedPhoto } from '../lib/compress-image';
import styles from './photo-drop.module.css';

type Props = {
  photo: PreparedPhoto | null;
  preparing: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
};

export function PhotoDrop({ photo, preparing, disabled, onFile, onRemove }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const choose = () => input.current?.click();

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      className={[styles.area, dragging ? styles.dragging : ''].join(' ')}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className={styles.input}
        aria-label="Photo file"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      {preparing ? (
        <p className={styles.status} role="status">
          <Spinner size={18} /> Preparing photo…
        </p>
      ) : photo ? (
        <div className={styles.preview}>
          <img src={photo.dataUrl} alt="Chosen for this playlist" className={styles.image} />
          <div className={styles.actions}>
            <Button
              size="sm"
              icon={<RefreshCw size={16} aria-hidden />}
              onClick={choose}
              disabled={disabled}
            >
              Change photo
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={<Trash2 size={16} aria-hidden />}
              onClick={onRemove}
              disabled={disabled}
            >
              Remove photo
            </Button>
          </div>
        </div>
      ) : (
        // The whole empty area is one button: click, Enter or Space opens the file chooser.
        <button
          type="button"
          className={styles.empty}
          onClick={choose}
          disabled={disabled}
          aria-describedby={hintId}
        >
          <ImagePlus size={28} aria-hidden className={styles.icon} />
          <span className={styles.lead}>Choose a photo</span>
          <span id={hintId} className={styles.hint}>
            or drop one here · JPG, PNG or WEBP, up to 15 MB
          </span>
        </button>
      )}
    </div>
  );
}

import { useEffect, useId, useState } from 'react';
import { cx } from '../lib/cx';
import { Icon } from '../lib/icons';
import { useTexts } from '../lib/texts';
import { FormAlert } from './form-errors';

export interface FileInputProps {
  /** Files must be strictly smaller than this (the photo limit). */
  maxBytes: number;
  /** Called with a file that passed the size rule; a too-large file is never reported. */
  onFile: (file: File) => void;
  /** The current photo (e.g. the stored one on Edit User); a placeholder shows without it. */
  previewUrl?: string | null;
  accept?: string;
  error?: string | null;
  className?: string;
  /** What the file is: a person's photo, or an image such as a logo (its own words and placeholder). */
  subject?: 'photo' | 'image';
}

const SUBJECT = {
  photo: { label: 'photo', preview: 'photoPreview', none: 'noPhoto', icon: 'user' },
  image: { label: 'image', preview: 'imagePreview', none: 'noImage', icon: 'image' },
} as const;

/** 'Pilih Foto' with the 'Max File 2 MB' rule and a preview of the chosen or current image. */
export function FileInput({
  maxBytes,
  onFile,
  previewUrl,
  accept = 'image/*',
  error,
  className,
  subject = 'photo',
}: FileInputProps) {
  const t = useTexts();
  const id = useId();
  const [tooLarge, setTooLarge] = useState(false);
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const [chosenName, setChosenName] = useState<string | null>(null);

  // A chosen file's preview is an object URL, which must be released when replaced.
  useEffect(
    () => () => {
      if (chosenUrl) URL.revokeObjectURL(chosenUrl);
    },
    [chosenUrl],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size >= maxBytes) {
      setTooLarge(true);
      return;
    }
    setTooLarge(false);
    setChosenName(file.name);
    setChosenUrl(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    onFile(file);
  };

  const shown = chosenUrl ?? previewUrl ?? null;
  const words = SUBJECT[subject];
  return (
    <div data-slot="file-input" className={cx('grid gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t.user[words.label]}
      </label>
      <div className="flex items-center gap-4">
        {shown ? (
          <img
            src={shown}
            alt={t.user[words.preview]}
            className="size-20 rounded-md border border-border object-cover"
          />
        ) : (
          <div
            role="img"
            aria-label={t.user[words.none]}
            data-slot="photo-placeholder"
            className="flex size-20 items-center justify-center rounded-md border border-dashed border-border bg-muted text-muted-fg"
          >
            <Icon name={words.icon} className="size-8" />
          </div>
        )}
        {/*
          The browser's own button speaks the browser's language ('Choose File'): the input
          lies transparent over a button and a file name in the console's words, so a click
          anywhere on them, the keyboard and screen readers ('Pilih Foto') still reach it.
          No width of its own (w-0, then the rest of the row): it never widens a form past a phone.
        */}
        <div className="relative flex w-0 flex-1 items-center gap-3 rounded-md text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
          <span aria-hidden="true" className="shrink-0 rounded-md bg-muted px-3 py-2 text-fg">
            {t.user.chooseFile}
          </span>
          <span aria-hidden="true" data-slot="file-name" className="min-w-0 truncate text-fg">
            {chosenName ?? t.user.noFileChosen}
          </span>
          <input
            id={id}
            type="file"
            accept={accept}
            aria-describedby={`${id}-hint`}
            aria-invalid={tooLarge || error ? true : undefined}
            onChange={(e) => choose(e.target.files?.[0])}
            className="absolute inset-0 size-full cursor-pointer opacity-0"
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-fg">
        {t.user.photoHint}
      </p>
      <FormAlert error={tooLarge ? t.error.maxFile : error} />
    </div>
  );
}

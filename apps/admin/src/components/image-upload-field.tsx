import { UPLOAD_MAX_BYTES } from '@cermat/core';
import { FileInput } from '@cermat/ui-kit';
import { useState } from 'react';
import { messageOf } from '@/lib/api-errors';
import { fileUrl } from '@/lib/configuration';
import { uploadFile } from '@/lib/upload';

interface ImageUploadFieldProps {
  /** The stored server path, shown as the preview. */
  path: string | null | undefined;
  /** Called with the server path of a successful upload. */
  onUploaded: (path: string) => void;
  error?: string | null;
  /** A logo is an image, not a person's photo (its label and placeholder say so). */
  subject?: 'photo' | 'image';
}

/**
 * An image chosen, checked against the 2 MB rule, uploaded at once and previewed
 * (user photo, profile photo, logos); a refused upload shows under the field.
 */
export function ImageUploadField({ path, onUploaded, error, subject }: ImageUploadFieldProps) {
  const [uploadError, setUploadError] = useState<string | null>(null);
  return (
    <FileInput
      maxBytes={UPLOAD_MAX_BYTES}
      subject={subject}
      accept="image/png,image/jpeg,image/webp"
      previewUrl={fileUrl(path)}
      onFile={(file) => {
        setUploadError(null);
        uploadFile(file).then(onUploaded, (e: unknown) => setUploadError(messageOf(e)));
      }}
      error={uploadError ?? error}
    />
  );
}

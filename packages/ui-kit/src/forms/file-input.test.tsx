import { id } from '@cermat/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { FileInput } from './file-input';

const LIMIT = 2_242_880;
const fileOf = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'foto.png', { type: 'image/png' });

describe('FileInput', () => {
  it("is 'Pilih Foto' with the hint, and shows a placeholder without a photo", async () => {
    renderKit(<FileInput maxBytes={LIMIT} onFile={() => {}} />);
    expect(screen.getByLabelText(id.user.photo)).toHaveAccessibleDescription(id.user.photoHint);
    expect(screen.getByRole('img', { name: id.user.noPhoto })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it("an image (a logo) is 'Pilih Gambar' with an image placeholder, not a person's", () => {
    renderKit(<FileInput maxBytes={LIMIT} onFile={() => {}} subject="image" />);
    expect(screen.getByLabelText(id.user.image)).toHaveAccessibleDescription(id.user.photoHint);
    expect(screen.getByRole('img', { name: id.user.noImage })).toBeInTheDocument();
    expect(screen.queryByLabelText(id.user.photo)).toBeNull();
  });

  it("speaks the console's language, not the browser's, and names the chosen file", async () => {
    const { user } = renderKit(<FileInput maxBytes={LIMIT} onFile={() => {}} />);
    const slot = document.querySelector('[data-slot="file-input"]')!;
    expect(slot).toHaveTextContent(id.user.chooseFile);
    expect(slot).toHaveTextContent(id.user.noFileChosen);
    await user.upload(screen.getByLabelText(id.user.photo), fileOf(10));
    expect(slot).toHaveTextContent('foto.png');
    expect(slot).not.toHaveTextContent(id.user.noFileChosen);
  });

  it('shows the current photo as a preview', () => {
    renderKit(<FileInput maxBytes={LIMIT} onFile={() => {}} previewUrl="/backend/storage/a.png" />);
    expect(screen.getByRole('img', { name: id.user.photoPreview })).toHaveAttribute(
      'src',
      '/backend/storage/a.png',
    );
  });

  it("refuses a file of 2,242,880 bytes or more with 'Max File 2 MB' and never reports it", async () => {
    const onFile = vi.fn();
    const { user } = renderKit(<FileInput maxBytes={LIMIT} onFile={onFile} />);
    await user.upload(screen.getByLabelText(id.user.photo), fileOf(LIMIT));
    expect(screen.getByRole('alert')).toHaveTextContent(id.error.maxFile);
    expect(onFile).not.toHaveBeenCalled();
  });

  it('reports a file just under the limit and clears the alert', async () => {
    const onFile = vi.fn();
    const { user } = renderKit(<FileInput maxBytes={LIMIT} onFile={onFile} />);
    const input = screen.getByLabelText(id.user.photo);
    await user.upload(input, fileOf(LIMIT));
    await user.upload(input, fileOf(LIMIT - 1));
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile.mock.calls[0]?.[0]).toHaveProperty('size', LIMIT - 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

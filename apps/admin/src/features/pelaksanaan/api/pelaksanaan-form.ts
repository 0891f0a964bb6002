import { pelaksanaanErrors } from '@cermat/core';
import { api } from '@/lib/api';
import { currentTexts } from '@/lib/i18n';
import { codesToSend, newRow, storedRow, type PelaksanaanFields } from '../utils/test-code-rows';

export const emptyPelaksanaan: PelaksanaanFields = { pelaksanaan: '', kode_tes: [newRow()] };

export async function loadPelaksanaan(id: number) {
  const [row] = await api.pelaksanaan.get({ id });
  return {
    values: { pelaksanaan: row.pelaksanaan, kode_tes: row.kode_tes.map(storedRow) },
    updatedAt: row.updated_at,
  };
}

/**
 * Simpan: the form's own check first (a blank or repeated code is marked at once, as the
 * server would mark it), then the create or the edit. A stored code not sent is deleted.
 */
export async function savePelaksanaan(
  fields: PelaksanaanFields,
  existing?: { id: number; updated_at: string },
) {
  const texts = currentTexts();
  const errors = pelaksanaanErrors(fields, texts);
  if (Object.keys(errors).length > 0)
    throw Object.assign(new Error(texts.server.invalid), { fields: errors });
  const { pelaksanaan } = fields;
  return existing
    ? api.pelaksanaan.update({ ...existing, pelaksanaan, kode_tes: codesToSend(fields.kode_tes) })
    : api.pelaksanaan.create({
        pelaksanaan,
        kode_tes: fields.kode_tes.map(({ kode_tes }) => ({ kode_tes })),
      });
}

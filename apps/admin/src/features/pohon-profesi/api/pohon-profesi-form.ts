import { api } from '@/lib/api';

export interface PohonProfesiFields {
  nama_pohon_profesi: string;
}

export const emptyPohonProfesi: PohonProfesiFields = { nama_pohon_profesi: '' };

export async function loadPohonProfesi(id: number) {
  const [row] = await api.pohonProfesi.get({ id });
  return { values: { nama_pohon_profesi: row.nama_pohon_profesi }, updatedAt: row.updated_at };
}

export const savePohonProfesi = (
  fields: PohonProfesiFields,
  existing?: { id: number; updated_at: string },
) =>
  existing ? api.pohonProfesi.update({ ...fields, ...existing }) : api.pohonProfesi.create(fields);

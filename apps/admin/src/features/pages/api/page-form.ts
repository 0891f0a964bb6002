import { fromDetail, pagePayload, type PageForm } from '@cermat/core';
import { api } from '@/lib/api';

/** A stored page as builder rows (rows renumbered from 1, columns by order). */
export async function loadPage(id: number) {
  const [page] = await api.pages.get({ id });
  return {
    values: {
      nama_page: page.nama_page,
      deskripsi_page: page.deskripsi_page ?? '',
      rows: fromDetail(page.detail),
    },
    updatedAt: page.updated_at,
  };
}

export const savePage = (form: PageForm, existing?: { id: number; updated_at: string }) =>
  existing
    ? api.pages.update({ ...pagePayload(form), ...existing })
    : api.pages.create(pagePayload(form));

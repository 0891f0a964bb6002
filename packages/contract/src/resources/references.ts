import { MENU_LINK, UPLOAD_MAX_BYTES } from '@cermat/vocabulary';
import { z } from 'zod';
import { entry } from '../entry';
import { file, list, text } from '../fields';
import { limits } from '../limits';
import { roleOption } from './roles';

/** Ours: whether the caller may assign the role (it holds every right of it). */
const grantableRole = roleOption.extend({ grantable: z.boolean().optional() });

const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Photo and logo files: under 2,242,880 bytes (spec §5), images only. */
const uploadFile = file(UPLOAD_MAX_BYTES - 1, [...UPLOAD_MIME_TYPES]);

export const references = {
  roleActive: entry({
    method: 'GET',
    path: 'referensi/role-active',
    summary: 'Active roles, for the user form',
    menu: MENU_LINK.users,
    right: 'read',
    data: z.object({ referensi: list(grantableRole, limits.listItems) }),
  }),
  upload: entry({
    method: 'POST',
    path: 'referensi/upload',
    summary: 'Upload a photo; shown from {host}/backend + path_file',
    menu: null,
    right: 'session',
    bodyType: 'multipart',
    body: z.object({ file: uploadFile }),
    data: z.object({ path_file: text(limits.path, 1) }),
  }),
};

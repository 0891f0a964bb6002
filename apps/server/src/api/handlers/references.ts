import { PHOTO_MAX_BYTES, id as texts } from '@cermat/core';
import { asc, eq } from 'drizzle-orm';
import { roles } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { sniffImage } from '../../uploads/image-type';
import { saveUpload } from '../../uploads/store';
import type { Handler } from '../handler';

const tooLarge = () => new ApiError(413, texts.server.fileTooLarge);

export const referenceHandlers: Record<string, Handler> = {
  'references.roleActive': async ({ db }) => {
    const referensi = await db
      .select({ id_role: roles.id_role, role_name: roles.role_name })
      .from(roles)
      .where(eq(roles.status, 'ENABLE'))
      .orderBy(asc(roles.role_name))
      .limit(1000);
    return { data: { referensi } };
  },

  // The body limit already stopped an oversized stream; this checks the file itself.
  'references.upload': async ({ c, config }) => {
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new ApiError(422, { file: [texts.server.fileType] });
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw new ApiError(422, { file: [texts.server.fileType] });
    if (file.size >= PHOTO_MAX_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImage(bytes);
    if (!type) throw new ApiError(422, { file: [texts.server.fileType] });
    return { data: { path_file: await saveUpload(config.dataDir, type, bytes) } };
  },
};

import { UPLOAD_MAX_BYTES, id as texts } from '@cermat/core';
import { asc, eq } from 'drizzle-orm';
import { grantableRoles } from '../../auth/delegation';
import { announceAudit } from '../../audit/record';
import { roles } from '../../db/schema';
import { ApiError, tooMany } from '../../http/errors';
import { sniffImage } from '../../uploads/image-type';
import { DEFAULT_PENDING_MAX_BYTES, holdPendingBytes } from '../../uploads/quota';
import { defaultUploadLimit, reserveUpload } from '../../uploads/rate';
import { saveUpload } from '../../uploads/store';
import { sessionOf, type ResourceHandlers } from '../../context/handler';

const tooLarge = () => new ApiError(413, texts.server.fileTooLarge);

export const referenceHandlers: ResourceHandlers<'references'> = {
  // Each role says whether the caller may assign it, so the user form can lock the rest.
  'references.roleActive': async (ctx) => {
    const found = await ctx.db
      .select({ id_role: roles.id_role, role_name: roles.role_name })
      .from(roles)
      .where(eq(roles.status, 'ENABLE'))
      .orderBy(asc(roles.role_name))
      .limit(1000);
    const grantable = await grantableRoles(
      ctx.db,
      sessionOf(ctx),
      found.map((r) => r.id_role),
    );
    const referensi = found.map((r) => ({ ...r, grantable: grantable.has(r.id_role) }));
    return { data: { referensi } };
  },

  // The body limit already stopped an oversized stream; this checks the file itself.
  'references.upload': async (ctx) => {
    const { c, config, db } = ctx;
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw new ApiError(422, { file: [texts.server.fileType] });
    }
    const file = form.get('file');
    if (!(file instanceof File)) throw new ApiError(422, { file: [texts.server.fileType] });
    if (file.size >= UPLOAD_MAX_BYTES) throw tooLarge();
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImage(bytes);
    if (!type) throw new ApiError(422, { file: [texts.server.fileType] });
    // Counted once the file is known good, right before it takes disk space.
    const userId = sessionOf(ctx).userId;
    const wait = await reserveUpload(db, userId, config.uploadLimit ?? defaultUploadLimit);
    if (wait !== null) {
      c.get('log').warn({ event: 'upload.throttled', userId });
      throw tooMany(texts.server.uploadThrottled, wait);
    }
    const maxPending = config.uploadPendingMaxBytes ?? DEFAULT_PENDING_MAX_BYTES;
    const path_file = await saveUpload(db, type, bytes, {
      owner: userId,
      first: async (tx) => {
        await holdPendingBytes(tx, userId, bytes.length, maxPending);
        await announceAudit(tx, ctx, { action: 'upload', entity: 'upload' });
      },
    });
    return { data: { path_file } };
  },
};

import { api } from '@/lib/api';

export type CaptchaKind = 'image' | 'text';

/** A new one-use challenge: an SVG picture, or the text version for screen readers. */
export const getCaptcha = (kind: CaptchaKind) => api.auth.captcha({ kind });

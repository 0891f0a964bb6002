import { api } from '@/lib/api';

/** Whether the sign-in asks a CAPTCHA, and the logos: readable before anyone signs in. */
export const getSignInSettings = () => api.auth.signInSettings();

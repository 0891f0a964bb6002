import { api } from '@/lib/api';

export interface SignInBody {
  username: string;
  password: string;
  /** Only while the configuration asks a CAPTCHA. */
  captcha_id?: string;
  captcha_answer?: string;
}

export const login = (body: SignInBody) => api.auth.login(body);

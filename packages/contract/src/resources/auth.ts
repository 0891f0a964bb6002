import { z } from 'zod';
import { entry } from '../entry';
import { noData } from '../envelope';
import {
  flag,
  id,
  list,
  menuType,
  nullableText,
  optionalPassword,
  password,
  queryId,
  requiredText,
  signInUsername,
  text,
  timestamp,
} from '../fields';
import { limits } from '../limits';

/** One menu a role may see, with its rights (DECISIONS.md sign-in data). */
const menuAccess = z.object({
  id_menu_master: id,
  menu_master_nama: text(limits.name),
  menu_master_link_name: nullableText(limits.linkName),
  menu_master_link_path: nullableText(limits.path),
  menu_master_icon: nullableText(limits.icon),
  menu_master_parent: z.number().int().min(0),
  menu_master_urutan: z.number().int().min(0),
  menu_master_type: menuType,
  is_read: flag,
  is_write: flag,
});

const sessionRole = z.object({
  id_role: id,
  role_name: text(limits.name),
  menu_access: list(menuAccess, limits.listItems),
});

const sessionUser = z.object({
  id,
  username: text(limits.username),
  name: text(limits.name),
  path_photo: nullableText(limits.path),
  // Ours: lets the profile form send the value it read (optimistic concurrency).
  updated_at: timestamp,
});

/** `GET auth/me`, also the answer of switch-role: the login data minus the token. */
const session = z.object({
  user: sessionUser,
  roles: list(sessionRole, limits.listItems),
  active_role_id: id.nullable(),
});

const login = session.extend({
  access_token: text(limits.token, 1),
  expires_at: timestamp,
});

/** CAPTCHA (configuration CAPTCHA = Ya): an image of characters, or a question in words. */
const captchaKind = z.enum(['image', 'text']);

/** What the sign-in page needs before anyone signs in (public: no secrets, no user data). */
const signInSettings = z.object({
  captcha: z.boolean(),
  LOGO_SMALL: nullableText(limits.path),
  LOGO_FULL_DARK: nullableText(limits.path),
  LOGO_FULL_LIGHT: nullableText(limits.path),
});

const captchaChallenge = z.object({
  captcha_id: text(limits.token, 1),
  kind: captchaKind,
  /** SVG markup (kind image) or the question (kind text). */
  challenge: text(limits.captchaChallenge, 1),
  expires_at: timestamp,
});

export const auth = {
  signInSettings: entry({
    method: 'GET',
    path: 'auth/sign-in-settings',
    summary: 'Before sign-in: whether a CAPTCHA is asked, and the configured logos',
    menu: null,
    right: 'public',
    data: signInSettings,
  }),
  // GET, though it stores a challenge: like the login throttle's counts it is no user data
  // (not audited), and the console fetches a fresh one as it would fetch a picture.
  captcha: entry({
    method: 'GET',
    path: 'auth/captcha',
    summary: 'A new one-use CAPTCHA challenge (2 minutes); 404 while CAPTCHA is off',
    menu: null,
    right: 'public',
    query: z.object({ kind: captchaKind }),
    data: captchaChallenge,
  }),
  login: entry({
    method: 'POST',
    path: 'auth/login',
    summary: 'Sign in; answers the token, the user and the roles with their menus',
    menu: null,
    right: 'public',
    body: z.object({
      username: signInUsername,
      // Existing passwords are checked, not judged: any non-empty one up to the maximum.
      password: text(limits.passwordMax, 1),
      // Required while CAPTCHA = Ya: the challenge of auth/captcha and its answer.
      captcha_id: text(limits.token).optional(),
      captcha_answer: text(limits.captchaAnswer).optional(),
    }),
    data: login,
  }),
  // POST, not GET: the token stays out of addresses and their logs.
  checkPasswordLink: entry({
    method: 'POST',
    path: 'auth/password-link/check',
    summary: 'Is this password link usable? Answers its user and end; one 404 for any other',
    menu: null,
    right: 'public',
    body: z.object({ token: text(limits.token, 1) }),
    data: z.object({ username: text(limits.username), expires_at: timestamp }),
  }),
  usePasswordLink: entry({
    method: 'POST',
    path: 'auth/password-link',
    summary: "Set the link's user's password (the link is used up; the user's sessions end)",
    menu: null,
    right: 'public',
    body: z.object({
      token: text(limits.token, 1),
      password,
      password_confirm: text(limits.passwordMax),
    }),
    data: noData,
  }),
  logout: entry({
    method: 'POST',
    path: 'auth/logout',
    summary: 'Revoke the token',
    menu: null,
    right: 'session',
    data: noData,
  }),
  checkToken: entry({
    method: 'GET',
    path: 'auth/check-token',
    summary: '200 for a live token, 401 otherwise; also the menu version',
    menu: null,
    right: 'session',
    // Ours: moves with every change to what a side menu shows; the console fetches its
    // menus again (auth/me) when it differs from the one it knew.
    data: z.object({ expires_at: timestamp, menu_version: z.number().int().min(0) }),
  }),
  switchRole: entry({
    method: 'POST',
    path: 'auth/switch-role',
    summary: "Make one of the user's roles the active one",
    menu: null,
    right: 'session',
    body: z.object({ id_role: id }),
    data: session,
  }),
  me: entry({
    method: 'GET',
    path: 'auth/me',
    summary: 'The signed-in user, roles and active role',
    menu: null,
    right: 'session',
    data: session,
  }),
  updateProfile: entry({
    method: 'PUT',
    path: 'auth/profile',
    summary: 'Change own name and photo; a new password needs the current one',
    menu: null,
    right: 'session',
    body: z.object({
      name: requiredText(limits.name),
      path_photo: nullableText(limits.path).optional(),
      current_password: text(limits.passwordMax).optional(),
      password: optionalPassword,
      password_confirm: optionalPassword,
      updated_at: timestamp.optional(),
    }),
    data: sessionUser,
  }),
  checkAccessMenu: entry({
    method: 'GET',
    path: 'auth/check-access-menu',
    summary: 'May the role open the screen with this link name? (status_access 0 = no)',
    menu: null,
    right: 'session',
    query: z.object({ role_id: queryId, link_name: requiredText(limits.linkName) }),
    data: z.object({ status_access: flag }),
  }),
  getHakAkses: entry({
    method: 'GET',
    path: 'auth/get-hak-akses',
    summary: 'Rights of a role on a menu label',
    menu: null,
    right: 'session',
    query: z.object({ menu: requiredText(limits.name), role: queryId }),
    data: z.object({ is_read: flag, is_write: flag }),
  }),
};

export type MenuAccess = z.infer<typeof menuAccess>;
export type SessionRole = z.infer<typeof sessionRole>;
export type SessionUser = z.infer<typeof sessionUser>;
export type Session = z.infer<typeof session>;
export type Login = z.infer<typeof login>;

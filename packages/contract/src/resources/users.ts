import { MENU_LINK } from '@cermat/vocabulary';
import { z } from 'zod';
import {
  id,
  jsonIdList,
  nullableText,
  optionalPassword,
  password,
  recordStatus,
  requiredText,
  text,
  timestamp,
  username,
} from '../fields';
import { limits } from '../limits';
import { entry } from '../entry';
import { concurrency, masterEntries, removeBody } from './master';
import { userImport } from './user-import';

const user = z.object({
  user_id: id,
  username: text(limits.username),
  name: text(limits.name),
  status: recordStatus,
  created_at: timestamp,
  updated_at: timestamp,
});
const userDetail = user.extend({
  path_photo: nullableText(limits.path),
  // Spec §3: chosen role ids as JSON text, read back as JSON text.
  selected_role: jsonIdList,
});

const userFields = {
  username,
  name: requiredText(limits.name),
  path_photo: nullableText(limits.path).optional(),
  selected_role: jsonIdList,
};

const userCreate = z.object({
  ...userFields,
  password,
  password_confirm: password,
});
const userUpdate = z.object({
  id,
  ...userFields,
  password: optionalPassword,
  password_confirm: optionalPassword,
  ...concurrency,
});

/**
 * A one-use link that sets the user's password (DECISIONS "Invitations and resets without
 * e-mail"): the console makes the address from the token; the server keeps only its hash.
 */
const passwordLink = z.object({
  user_id: id,
  username: text(limits.username),
  token: text(limits.token, 1),
  expires_at: timestamp,
});

export const users = {
  ...masterEntries({
    path: 'master/user',
    noun: 'user',
    menu: MENU_LINK.users,
    row: user,
    // Spec §7: data[0] has username, name, path_photo, selected_role.
    one: z.tuple([userDetail]),
    create: userCreate,
    update: userUpdate,
    remove: removeBody,
  }),
  invite: entry({
    method: 'POST',
    path: 'master/user/invitation',
    summary: 'Add a user without a password; answers a one-use link (24 h) to set it',
    menu: MENU_LINK.users,
    right: 'write',
    body: z.object(userFields),
    data: passwordLink,
  }),
  passwordLink: entry({
    method: 'POST',
    path: 'master/user/password-link',
    summary: "A one-use link (24 h) to set a user's password; older links of the user end",
    menu: MENU_LINK.users,
    right: 'write',
    body: z.object({ id }),
    data: passwordLink,
  }),
  ...userImport,
};

export type User = z.infer<typeof user>;
export type UserDetail = z.infer<typeof userDetail>;

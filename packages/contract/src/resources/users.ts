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
  ...userImport,
};

export type User = z.infer<typeof user>;
export type UserDetail = z.infer<typeof userDetail>;

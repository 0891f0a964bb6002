import { examples } from '@cermat/contract';
import { id } from '@cermat/core';
import { mockMenus } from '../menus';
import { DEMO_ACCOUNT, LIVE_LINK_TOKEN } from '../scenario';
import { fieldRefusal, Refusal } from '../reply';
import { holds, sessionOf, signInData } from '../session';
import type { Behaviour } from './behaviour';
import { nowStamp } from '../texts';

/** The one password link the mock knows. */
function passwordLink(token: unknown) {
  if (token !== LIVE_LINK_TOKEN) throw new Refusal(404, id.server.passwordLinkInvalid);
  return examples.auth.checkPasswordLink.data;
}

/** auth/*: sign-in with the demo account, the session, the profile, the rights questions. */
export const authBehaviours: Record<string, Behaviour> = {
  login: ({ store, input }) => {
    const { username, password } = input.body;
    const known =
      String(username).toLowerCase() === DEMO_ACCOUNT.username &&
      password === DEMO_ACCOUNT.password;
    if (!known) throw new Refusal(401, id.server.loginFailed);
    store.signedIn = true;
    return { data: signInData(store) };
  },
  checkPasswordLink: ({ input }) => ({ data: passwordLink(input.body.token) }),
  usePasswordLink: ({ input }) => {
    passwordLink(input.body.token);
    if (input.body.password !== input.body.password_confirm)
      throw fieldRefusal('password_confirm', id.server.passwordMismatch);
    return { data: null, message: id.server.passwordSet };
  },
  logout: ({ store }) => {
    store.signedIn = false;
    return { data: null };
  },
  // The mock's menus change only with its own calls, which answer the new session themselves.
  checkToken: () => ({ data: examples.auth.checkToken.data }),
  me: ({ store }) => ({ data: sessionOf(store) }),
  switchRole: ({ store, input }) => {
    if (input.body.id_role !== store.activeRoleId) throw new Refusal(403, id.server.roleNotHeld);
    return { data: sessionOf(store) };
  },
  updateProfile: ({ store, input }) => {
    const body = input.body;
    if (body.password) {
      if (!body.current_password)
        throw fieldRefusal('current_password', id.server.currentPasswordRequired);
      if (body.current_password !== DEMO_ACCOUNT.password)
        throw fieldRefusal('current_password', id.server.currentPasswordWrong);
      if (body.password !== body.password_confirm)
        throw fieldRefusal('password_confirm', id.server.passwordMismatch);
    }
    const user = store.lists.users[0];
    if (user) Object.assign(user, { name: body.name, updated_at: nowStamp() });
    if (user && body.path_photo !== undefined) user.path_photo = body.path_photo;
    return { data: sessionOf(store).user, message: id.server.updated };
  },
  checkAccessMenu: ({ store, input }) => ({
    data: { status_access: holds(store, String(input.query.link_name), 'read') ? 1 : 0 },
  }),
  getHakAkses: ({ store, input }) => {
    const menu = String(input.query.menu);
    const known = mockMenus.some((m) => m.label === menu || m.linkName === menu);
    return {
      data: {
        is_read: known && holds(store, menu, 'read') ? 1 : 0,
        is_write: known && holds(store, menu, 'write') ? 1 : 0,
      },
    };
  },
};

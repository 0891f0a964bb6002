import { CheckboxGroup, TextField } from '@cermat/ui-kit';
import { useRef, useState } from 'react';
import { ImageUploadField } from '@/components/image-upload-field';
import { HistoryPanel } from '@/components/history-panel';
import { RecordForm } from '@/components/record-form';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useLoad } from '@/hooks/use-load';
import { useRecordForm } from '@/hooks/use-record-form';
import { navigate } from '@/lib/hash-location';
import { fill, useTexts } from '@/lib/i18n';
import type { PasswordLink } from '../api/password-link';
import { getActiveRoles } from '../api/get-active-roles';
import { getUser } from '../api/get-user';
import { saveUser, type UserFields } from '../api/save-user';
import { recordScreen } from '@/components/screen-adapters';
import { PasswordLinkDialog } from './password-link-dialog';
import { ResetPasswordButton } from './reset-password-button';

const empty: UserFields = {
  username: '',
  password: '',
  password_confirm: '',
  name: '',
  path_photo: null,
  roles: [],
  invite: false,
};

function parseRoles(text: string): number[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];
  } catch {
    return [];
  }
}

async function loadUser(id: number) {
  const user = await getUser(id);
  return {
    values: {
      ...empty,
      username: user.username,
      name: user.name,
      path_photo: user.path_photo,
      roles: parseRoles(user.selected_role),
    },
    updatedAt: user.updated_at,
  };
}

/** Tambah User / Edit User (spec §2.9): passwords optional on edit, photo under 2 MB. */
export function UserForm({ id }: { id?: number }) {
  const texts = useTexts();
  const listPath = paths.users.list();
  // An invitation's link, kept from the save's answer until 'Berhasil' has shown.
  const made = useRef<PasswordLink | null>(null);
  const [link, setLink] = useState<PasswordLink | null>(null);
  const form = useRecordForm({
    id,
    empty,
    listPath,
    load: loadUser,
    save: async (values: UserFields, existing?: { id: number; updated_at: string }) => {
      made.current = await saveUser(values, existing);
    },
    // The link is shown once, now: the list comes after it is closed.
    onSaved: () => (made.current ? setLink(made.current) : navigate(listPath, { replace: true })),
  });
  const [roles] = useLoad(getActiveRoles);
  const editing = id !== undefined;
  const field = (name: keyof UserFields | 'selected_role') => form.fieldError(name);
  return (
    <>
      <ScreenHeader title={editing ? texts.user.editTitle : texts.user.addTitle} />
      <RecordForm
        successMessage={fill(texts.success.redirect, { name: texts.user.masterName })}
        form={form}
      >
        <TextField
          label={texts.user.username}
          name="username"
          autoComplete="off"
          required
          value={form.values.username}
          onChange={(v) => form.set('username', v)}
          error={field('username')}
        />
        {editing ? null : (
          <CheckboxGroup
            legend={texts.user.inviteTitle}
            options={[{ value: 1, label: texts.user.withoutPassword }]}
            value={form.values.invite ? [1] : []}
            onChange={(v) => form.set('invite', v.length > 0)}
          />
        )}
        {form.values.invite ? (
          <p className="text-sm text-fg">{texts.user.withoutPasswordHint}</p>
        ) : (
          <>
            <TextField
              label={texts.user.password}
              name="password"
              type="password"
              autoComplete="new-password"
              required={!editing}
              value={form.values.password}
              onChange={(v) => form.set('password', v)}
              error={field('password')}
            />
            <TextField
              label={texts.user.passwordConfirm}
              name="password_confirm"
              type="password"
              autoComplete="new-password"
              required={!editing}
              value={form.values.password_confirm}
              onChange={(v) => form.set('password_confirm', v)}
              error={field('password_confirm')}
            />
          </>
        )}
        <TextField
          label={texts.user.name}
          name="name"
          required
          value={form.values.name}
          onChange={(v) => form.set('name', v)}
          error={field('name')}
        />
        <ImageUploadField
          path={form.values.path_photo}
          onUploaded={(path) => form.set('path_photo', path)}
          error={field('path_photo')}
        />
        <CheckboxGroup
          legend={texts.user.roles}
          options={
            roles.status === 'ready'
              ? roles.data.map((r) => ({
                  value: r.id_role,
                  label: r.role_name,
                  // A role beyond the signed-in role's rights stays as it is (the server
                  // refuses it anyway); a role the user already holds stays visible.
                  disabled: r.grantable === false,
                  reason: r.grantable === false ? texts.user.roleLocked : undefined,
                }))
              : []
          }
          value={form.values.roles}
          onChange={(v) => form.set('roles', v)}
          error={field('selected_role')}
        />
      </RecordForm>
      {id === undefined ? null : (
        <>
          <ResetPasswordButton userId={id} username={form.values.username} />
          <HistoryPanel entity="user" entityId={id} />
        </>
      )}
      <PasswordLinkDialog
        link={link}
        kind="invite"
        onClose={() => navigate(listPath, { replace: true })}
      />
    </>
  );
}

/** The router's screen (app/screens.ts). */
export default recordScreen(UserForm);

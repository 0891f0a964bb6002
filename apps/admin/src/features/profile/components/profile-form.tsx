import { TextField } from '@cermat/ui-kit';
import { ImageUploadField } from '@/components/image-upload-field';
import { RecordForm } from '@/components/record-form';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useRecordForm } from '@/hooks/use-record-form';
import { useTexts } from '@/lib/i18n';
import { useSnapshot } from 'valtio';
import { applyUser, session } from '@/lib/session';
import { getProfile } from '../api/get-profile';
import { updateProfile, type ProfileFields } from '../api/update-profile';

const empty: ProfileFields = {
  name: '',
  path_photo: null,
  current_password: '',
  password: '',
  password_confirm: '',
};

async function loadProfile() {
  const user = await getProfile();
  return {
    values: { ...empty, name: user.name, path_photo: user.path_photo },
    updatedAt: user.updated_at ?? '',
  };
}

async function saveProfile(values: ProfileFields, existing?: { updated_at: string }) {
  const user = await updateProfile(values, existing?.updated_at ?? '');
  // The top bar shows the new name and photo at once.
  applyUser(user);
}

/** The signed-in user's own name, photo and password. */
function ProfileForm({ userId }: { userId: number }) {
  const texts = useTexts();
  const form = useRecordForm({
    id: userId,
    empty,
    listPath: paths.dashboard(),
    load: loadProfile,
    save: saveProfile,
  });
  const field = (name: keyof ProfileFields) => form.fieldError(name);
  const text = (
    name: 'current_password' | 'password' | 'password_confirm',
    label: string,
    autoComplete: string,
  ) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(v) => form.set(name, v)}
      error={field(name)}
    />
  );
  return (
    <>
      <ScreenHeader title={texts.auth.profile} />
      <RecordForm successMessage={texts.success.updated} form={form}>
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
        {text('current_password', texts.auth.currentPassword, 'current-password')}
        {text('password', texts.user.password, 'new-password')}
        {text('password_confirm', texts.user.passwordConfirm, 'new-password')}
      </RecordForm>
    </>
  );
}

/** The router's screen: the signed-in user's own profile. */
export default function ProfileScreen() {
  const { user } = useSnapshot(session);
  return user ? <ProfileForm userId={user.id} /> : null;
}

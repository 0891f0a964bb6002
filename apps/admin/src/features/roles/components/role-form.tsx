import { TextField } from '@cermat/ui-kit';
import { HistoryPanel } from '@/components/history-panel';
import { RecordForm } from '@/components/record-form';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useRecordForm } from '@/hooks/use-record-form';
import { fill, useTexts } from '@/lib/i18n';
import { getRole } from '../api/get-role';
import { saveRole, type RoleFields } from '../api/save-role';
import { recordScreen } from '@/components/screen-adapters';

const empty: RoleFields = { role_name: '', role_description: '' };

async function loadRole(id: number) {
  const role = await getRole(id);
  return {
    values: { role_name: role.role_name, role_description: role.role_description ?? '' },
    updatedAt: role.updated_at,
  };
}

/** Tambah Role / Edit Role (spec §2.4). */
function RoleForm({ id }: { id?: number }) {
  const texts = useTexts();
  const form = useRecordForm({
    id,
    empty,
    listPath: paths.roles.list(),
    load: loadRole,
    save: saveRole,
  });
  return (
    <>
      <ScreenHeader title={id === undefined ? texts.role.addTitle : texts.role.editTitle} />
      <RecordForm
        successMessage={fill(texts.success.redirect, { name: texts.role.masterName })}
        form={form}
      >
        <TextField
          label={texts.role.name}
          name="role_name"
          required
          value={form.values.role_name}
          onChange={(v) => form.set('role_name', v)}
          error={form.fieldError('role_name')}
        />
        <TextField
          label={texts.role.description}
          name="role_description"
          value={form.values.role_description}
          onChange={(v) => form.set('role_description', v)}
          error={form.fieldError('role_description')}
        />
      </RecordForm>
      {id === undefined ? null : <HistoryPanel entity="role" entityId={id} />}
    </>
  );
}

/** The router's screen (app/screens.ts). */
export default recordScreen(RoleForm);

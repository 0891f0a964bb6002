import { DIALOG_MS } from '@cermat/core';
import {
  Button,
  ConfirmDialog,
  DialogActions,
  DialogBody,
  DialogFrame,
  ErrorDialog,
  LoadingModal,
  Select,
  SuccessDialog,
  TextField,
} from '@cermat/ui-kit';
import { useTexts } from '@/lib/i18n';
import type { Role } from '@/types/api';
import { useRoleAccess } from '../hooks/use-role-access';
import { RepeatableSelect } from './repeatable-select';

/** 'Hak Akses': menus, one execution schedule and its test codes for a role. */
export function AccessModal({
  role,
  onClose,
  onSaved,
}: {
  role: Role;
  onClose: () => void;
  onSaved: () => void;
}) {
  const texts = useTexts();
  const access = useRoleAccess(role, onSaved);
  const { state, detail } = access;
  if (state.step === 'loading') return <LoadingModal open label={texts.common.loading} />;
  if (state.step === 'loadFailed') {
    return (
      <ErrorDialog
        open
        title={texts.error.loadFailed}
        message={texts.error.roleLoadFailed}
        onClose={onClose}
      />
    );
  }
  const menuOptions = (detail?.hak_akses ?? []).map((m) => ({
    value: m.idhak_akses,
    label: m.menu,
  }));
  const scheduleOptions = (detail?.jadwal_pelaksanaan ?? []).map((s) => ({
    value: s.idjadwal_pelaksanaan,
    label: s.pelaksanaan,
  }));
  const codeOptions = access.codeOptions.map((c) => ({ value: c.idjadwal, label: c.kode_tes }));
  return (
    <>
      <DialogFrame
        open={state.step !== 'saved'}
        onClose={onClose}
        title={texts.role.modalEditTitle}
        size="2xl"
      >
        <form
          className="mt-4 flex min-h-0 flex-col text-left"
          onSubmit={(e) => {
            e.preventDefault();
            access.save();
          }}
        >
          <DialogBody className="grid content-start gap-4">
            <TextField
              label={texts.role.name}
              value={access.roleName}
              onChange={access.setRoleName}
              required
            />
            <RepeatableSelect
              legend={texts.role.menus}
              options={menuOptions}
              value={access.menus}
              onChange={access.setMenus}
            />
            <Select
              label={texts.role.schedule}
              options={scheduleOptions}
              value={access.schedule}
              placeholder="-"
              onChange={access.chooseSchedule}
            />
            <RepeatableSelect
              legend={texts.role.testCodes}
              options={codeOptions}
              value={access.codes}
              onChange={access.setCodes}
            />
          </DialogBody>
          <DialogActions>
            <Button tone="secondary" onClick={onClose}>
              {texts.common.back}
            </Button>
            <Button type="submit" disabled={state.step === 'saving'}>
              {texts.common.save}
            </Button>
          </DialogActions>
        </form>
      </DialogFrame>
      <ErrorDialog
        open={state.step === 'incomplete'}
        title={texts.error.incompleteTitle}
        message={texts.error.incomplete}
        onClose={access.backToEditing}
      />
      <ConfirmDialog
        open={state.step === 'emptyMenu'}
        action="leaveUnsaved"
        message={texts.role.emptyMenuWarning}
        onConfirm={access.saveAnyway}
        onCancel={access.backToEditing}
      />
      <ErrorDialog
        open={state.step === 'saveFailed'}
        title={texts.error.title}
        message={state.step === 'saveFailed' ? state.message : ''}
        onClose={access.backToEditing}
      />
      <SuccessDialog
        open={state.step === 'saved'}
        message={texts.success.updated}
        autoCloseMs={DIALOG_MS}
        onClose={access.acknowledge}
      />
    </>
  );
}

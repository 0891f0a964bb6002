import { ACCESS_DENIED_MS, DIALOG_MS, fill } from '@cermat/core';
import { AccessDeniedDialog, ErrorDialog, LoadingModal, SuccessDialog } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { framedInDocs } from '../../support/docs';
import { useMessages } from '../../support/messages';

type Kind =
  | 'success'
  | 'successRedirect'
  | 'error'
  | 'errorServer'
  | 'errorRole'
  | 'accessDenied'
  | 'loading';

/** The message dialogs of spec §8, one story each. */
function MessageDialog({ kind, onClose }: { kind: Kind; onClose: () => void }) {
  const m = useMessages();
  switch (kind) {
    case 'success':
      return (
        <SuccessDialog open message={m.success.updated} autoCloseMs={DIALOG_MS} onClose={onClose} />
      );
    case 'successRedirect':
      return (
        <SuccessDialog
          open
          message={fill(m.success.redirect, { name: m.role.masterName })}
          autoCloseMs={DIALOG_MS}
          onClose={onClose}
        />
      );
    case 'error':
      return <ErrorDialog open onClose={onClose} />;
    case 'errorServer':
      return <ErrorDialog open message={m.server.stale} onClose={onClose} />;
    case 'errorRole':
      return (
        <ErrorDialog open title={m.error.title} message={m.server.duplicate} onClose={onClose} />
      );
    case 'accessDenied':
      return <AccessDeniedDialog open autoCloseMs={ACCESS_DENIED_MS} onClose={onClose} />;
    case 'loading':
      return <LoadingModal open />;
  }
}

const meta = {
  title: 'Kit/Dialogs/Messages',
  component: MessageDialog,
  tags: ['autodocs'],
  parameters: framedInDocs('24rem'),
  args: { kind: 'success', onClose: fn() },
} satisfies Meta<typeof MessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Berhasil', closes by itself after 2 s. */
export const Success: Story = {};
export const SuccessRedirect: Story = { args: { kind: 'successRedirect' } };
/** 'Oops...' with the default 'Terjadi Kesalahan'. */
export const ErrorDefault: Story = { args: { kind: 'error' } };
/** 'Oops...' with the server's message. */
export const ErrorServerMessage: Story = { args: { kind: 'errorServer' } };
/** The role modal's error popup: titled 'Terjadi Kesalahan'. */
export const ErrorRoleModal: Story = { args: { kind: 'errorRole' } };
export const AccessDenied: Story = { args: { kind: 'accessDenied' } };
export const Loading: Story = { args: { kind: 'loading' } };
export const SuccessEnglish: Story = { globals: { locale: 'en' } };
export const ErrorEnglish: Story = { args: { kind: 'error' }, globals: { locale: 'en' } };
export const AccessDeniedDark: Story = {
  args: { kind: 'accessDenied' },
  globals: { theme: 'dark' },
};

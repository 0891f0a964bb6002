import { en, id } from '@cermat/core';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { AccessDeniedDialog } from './access-denied-dialog';
import { ConfirmDialog, type ConfirmAction } from './confirm-dialog';
import { ErrorDialog } from './error-dialog';
import { LoadingModal } from './loading-modal';
import { SuccessDialog } from './success-dialog';

/** A page with a trigger button, so focus return can be observed. */
function ConfirmHarness({ action, onConfirm }: { action: ConfirmAction; onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ConfirmDialog
        open={open}
        action={action}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('ConfirmDialog', () => {
  it.each([
    ['enable', id.confirm.enable],
    ['disable', id.confirm.disable],
    ['delete', id.confirm.delete],
  ] as const)("asks 'Perhatian' with the %s question and Iya / Tidak", async (action, question) => {
    const { user } = renderKit(<ConfirmHarness action={action} onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog', { name: id.confirm.title });
    expect(dialog).toHaveAccessibleDescription(question);
    expect(screen.getByRole('button', { name: id.confirm.yes })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: id.confirm.no })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);
  });

  it('reports Iya, and returns focus to the trigger after closing', async () => {
    const onConfirm = vi.fn();
    const { user } = renderKit(<ConfirmHarness action="disable" onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: id.confirm.yes }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('keeps Tab inside the dialog and closes on Escape without confirming', async () => {
    const onConfirm = vi.fn();
    const { user } = renderKit(<ConfirmHarness action="delete" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('alertdialog');
    await user.tab();
    expect(screen.getByRole('button', { name: id.confirm.yes })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: id.confirm.no })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('shows the role list variant: its question as the title, the detail, Ya, in English too', async () => {
    renderKit(
      <ConfirmDialog
        open
        action="delete"
        title={en.confirm.deleteVariant}
        message={en.confirm.deleteVariantDetail}
        yesLabel={en.common.yes}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
      { locale: 'en' },
    );
    const dialog = await screen.findByRole('alertdialog', { name: en.confirm.deleteVariant });
    expect(dialog).toHaveAccessibleDescription(en.confirm.deleteVariantDetail);
    expect(screen.getByRole('button', { name: en.common.yes })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.confirm.no })).toHaveFocus();
  });

  it('asks before leaving unsaved changes, in the active language', async () => {
    renderKit(
      <ConfirmDialog open action="leaveUnsaved" onConfirm={() => {}} onCancel={() => {}} />,
      { locale: 'en' },
    );
    const dialog = await screen.findByRole('alertdialog', { name: en.confirm.title });
    expect(dialog).toHaveAccessibleDescription(en.confirm.leaveUnsaved);
  });
});

describe('SuccessDialog', () => {
  it("shows 'Berhasil' with the message and closes by itself after autoCloseMs", async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderKit(
      <SuccessDialog open message={id.success.updated} autoCloseMs={2000} onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: id.success.title })).toHaveAccessibleDescription(
      id.success.updated,
    );
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be closed earlier with its button', async () => {
    const onClose = vi.fn();
    const { user } = renderKit(<SuccessDialog open autoCloseMs={2000} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: id.common.close }));
    expect(onClose).toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('ErrorDialog', () => {
  it("defaults to 'Oops...' and 'Terjadi Kesalahan'", async () => {
    renderKit(<ErrorDialog open onClose={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: id.error.oops })).toHaveAccessibleDescription(
      id.error.title,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the server's message under a given title and closes on its button", async () => {
    const onClose = vi.fn();
    const { user } = renderKit(
      <ErrorDialog open title={id.error.title} message="Nama sudah dipakai" onClose={onClose} />,
    );
    expect(screen.getByRole('alertdialog', { name: id.error.title })).toHaveAccessibleDescription(
      'Nama sudah dipakai',
    );
    await user.click(screen.getByRole('button', { name: id.common.close }));
    expect(onClose).toHaveBeenCalled();
  });

  it('puts a detail line under the message', () => {
    renderKit(
      <ErrorDialog
        open
        title={id.error.tryAgain}
        message={id.error.title}
        detail="Role masih dipakai"
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: id.error.tryAgain });
    expect(dialog).toHaveAccessibleDescription(`${id.error.title} Role masih dipakai`);
  });
});

describe('AccessDeniedDialog', () => {
  it('warns that access is denied and closes by itself', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderKit(<AccessDeniedDialog open autoCloseMs={2000} onClose={onClose} />);
    expect(
      screen.getByRole('alertdialog', { name: id.access.warningTitle }),
    ).toHaveAccessibleDescription(id.access.denied);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('LoadingModal', () => {
  it("shows 'Loading...' as a busy modal", async () => {
    renderKit(<LoadingModal open />);
    const dialog = screen.getByRole('dialog', { name: id.common.loading });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('renders nothing when closed', () => {
    renderKit(<LoadingModal open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

import { id } from '@cermat/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../test/render';
import { ConfirmDialog, type ConfirmAction } from '../dialogs/confirm-dialog';
import { RowActions } from '../list/row-actions';
import { actionTone } from './action-tone';

const toneOf = (name: string) => screen.getByRole('button', { name }).getAttribute('data-tone');

describe('one tone per meaning', () => {
  it("a row's actions take their meaning's tone", () => {
    const { rerender } = renderKit(<RowActions status="ENABLE" onAction={() => {}} />);
    expect(toneOf(id.common.disable)).toBe(actionTone.disable);
    expect(toneOf(id.common.edit)).toBe(actionTone.edit);
    rerender(<RowActions status="DISABLE" onAction={() => {}} />);
    expect(toneOf(id.common.restore)).toBe(actionTone.restore);
    expect(toneOf(id.common.delete)).toBe(actionTone.delete);
  });

  it.each<[ConfirmAction, string]>([
    ['disable', actionTone.disable],
    ['enable', actionTone.enable],
    ['delete', actionTone.delete],
    ['leaveUnsaved', actionTone.discard],
  ])("the question confirming %s says yes in the action's tone", (action, tone) => {
    renderKit(<ConfirmDialog open action={action} onConfirm={() => {}} onCancel={() => {}} />);
    expect(toneOf(id.confirm.yes)).toBe(tone);
  });

  it('bringing back is never drawn like taking away or destroying', () => {
    expect(actionTone.restore).toBe(actionTone.enable);
    expect(new Set([actionTone.restore, actionTone.disable, actionTone.delete]).size).toBe(3);
  });
});

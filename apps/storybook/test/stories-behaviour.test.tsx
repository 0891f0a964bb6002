import { en, id } from '@cermat/core';
import { axeViolations } from '@cermat/ui-kit/testing';
import { composeStories, composeStory } from '@storybook/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as confirm from '../src/kit/dialogs/confirm-dialog.stories';
import { roles } from '../src/support/fixtures';
import * as table from '../src/kit/list/data-table.stories';

const { Default, English } = composeStories(table);
const { Delete } = composeStories(confirm);

describe('portable stories', () => {
  it('take the language from the story globals', async () => {
    await Default.run();
    expect(screen.getByRole('columnheader', { name: id.common.actions })).toBeInTheDocument();
    await English.run();
    expect(screen.getByRole('columnheader', { name: en.common.actions })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: id.common.actions })).not.toBeInTheDocument();
  });

  it('leave nothing behind for the next story (dialogs live in portals)', async () => {
    await Delete.run();
    expect(await screen.findByRole('alertdialog', { name: id.confirm.title })).toBeInTheDocument();
    await Default.run();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("fail when their play's expectation fails", async () => {
    // The first row's action is checked against role 1: with the rows reversed it is role 4.
    const reversed = composeStory(
      { ...table.EnableRows, args: { rows: roles(4, 'ENABLE').reverse() } },
      table.default,
    );
    await expect(reversed.run()).rejects.toThrow(/onRowAction" to be called with/);
  });

  it('are checked by an axe that does report violations', async () => {
    document.body.insertAdjacentHTML('beforeend', '<input type="text" data-probe />');
    expect((await axeViolations()).join()).toContain('label');
    document.querySelector('[data-probe]')?.remove();
  });
});

import { fill, LIST_KINDS, MASTERS, routeByName, type Messages } from '@cermat/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { screenMeta, screenState } from '../../support/console';
import { messagesOf } from '../../support/messages';

const meta = { title: 'Screens/Shell/Palette', ...screenMeta } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const dashboard = screenState({ path: '/' });

/** Ctrl+K on the dashboard, once it is there; answers the palette. */
async function openPalette(t: Messages) {
  await screen.findByRole('heading', { level: 1, name: t.dashboard.title });
  await userEvent.keyboard('{Control>}k{/Control}');
  return within(await screen.findByRole('dialog', { name: t.palette.title }));
}

/** Types into the palette's box. */
async function typeQuery(t: Messages, query: string) {
  const palette = await openPalette(t);
  await userEvent.type(palette.getByRole('combobox', { name: t.palette.placeholder }), query);
  return palette;
}

/** Opened, nothing typed: every screen the role may open, under their menus. */
export const ScreensOnly: Story = {
  ...dashboard,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    const palette = await openPalette(t);
    await expect(palette.getByRole('group', { name: t.palette.screens })).toBeInTheDocument();
    await expect(palette.getAllByRole('option').length).toBeGreaterThan(5);
  },
};

/** A name typed: the screens that answer it, and records of each list found by it. */
export const WithRecords: Story = {
  ...dashboard,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    const palette = await typeQuery(t, 'Manager');
    // A list's records are headed by its menu's name.
    const roles = fill(t.palette.records, {
      list: routeByName(MASTERS.roles.routes.list)!.label!,
    });
    await expect(await palette.findByRole('group', { name: roles })).toBeInTheDocument();
  },
};

/** Nothing answers: the palette says so. */
export const NoResult: Story = {
  ...dashboard,
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    const palette = await typeQuery(t, 'zzq');
    await expect(
      await palette.findByText(fill(t.palette.noResults, { query: 'zzq' })),
    ).toBeInTheDocument();
  },
};

/** The lists have not answered yet: the palette says it is still looking. */
export const Loading: Story = {
  ...screenState({
    path: '/',
    scenario: { pending: { entries: LIST_KINDS.map((kind) => `${kind}.list`) } },
  }),
  play: async ({ globals }) => {
    const t = messagesOf(globals);
    const palette = await typeQuery(t, 'Manager');
    await expect(await palette.findByText(t.palette.searching)).toBeInTheDocument();
  },
};

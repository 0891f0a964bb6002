import { App, clearSession, startSession, updateSettings } from '@cermat/admin';
import { createMockApi, scenarios, signInData, type Scenario } from '@cermat/mocks';
import type { Meta, StoryContext } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { expect, screen, waitFor } from 'storybook/test';
import { localeOf, messagesOf } from '../support/messages';

/** Where the console stands in a screen story, and what its server is like. */
export interface ScreenSetup {
  /** The hash route, e.g. '/master/konfigurasi'. */
  path: string;
  scenario?: Scenario;
  /** Signed in as the scenario's administrator (default), or not. */
  signedIn?: boolean;
  /** Signed out because a 401 ended the session (the sign-in screen says so). */
  ended?: boolean;
}

/** The console's own settings follow the toolbar (language, menu layout). */
function followToolbar(globals: StoryContext['globals']): void {
  updateSettings({
    locale: localeOf(globals.locale),
    layout: globals.layout === 'horizontal' ? 'horizontal' : 'vertical',
  });
}

/**
 * A story of one screen state: the real console (router, guard, screen) at `path`, its
 * calls answered by the shared msw handlers from a fresh store of the scenario.
 */
export function screenState(setup: ScreenSetup) {
  return {
    beforeEach: ({ msw, globals }: StoryContext) => {
      const api = createMockApi(setup.scenario ?? scenarios.filled);
      msw.use(...api.handlers);
      clearSession(setup.ended ?? false);
      if (setup.signedIn ?? true) startSession(signInData(api.store));
      followToolbar(globals);
      window.location.hash = setup.path;
    },
  };
}

/**
 * The three states every signed-in screen has: its data, waiting for it, and a failing
 * server. `loads` names the calls that bring the screen's own data (e.g. 'roles.list'):
 * only they fail, so the screen shows its own failure, not the guard's (which reads a
 * failed rights check as a refusal).
 */
export function commonStates(path: string, loads?: string[]) {
  return {
    filled: screenState({ path }),
    loading: { ...screenState({ path, scenario: scenarios.loading }), play: showsLoading },
    serverError: screenState({
      path,
      scenario: loads ? { fail: { status: 500, entries: loads } } : scenarios.serverError,
    }),
  };
}

/**
 * A screen waiting for its data: a form's loading dialog (which hides the rest, 'main'
 * included, from the accessibility tree once open) or, on a list, the screen itself.
 */
async function showsLoading({ globals }: StoryContext): Promise<void> {
  const loading = messagesOf(globals).common.loading;
  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: loading }) ?? screen.queryByRole('main'),
    ).not.toBeNull(),
  );
}

/** A form field by its label; a required one's label ends in a marker ('Nama *'). */
export function field(label: string): Promise<HTMLElement> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.findByLabelText(new RegExp(`^${escaped}\\s*\\*?$`));
}

/** What every screen's meta shares (beside its literal title): rendered whole, edge to edge. */
export const screenMeta = {
  parameters: { screen: true },
  // A story without a flow of its own is ready once its screen has rendered.
  play: async () => {
    await screen.findByRole('main');
  },
  render: (_args: unknown, { globals }: StoryContext) => {
    followToolbar(globals);
    return <App />;
  },
} satisfies Meta;

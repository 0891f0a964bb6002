import { App, clearSession, startSession, updateSettings } from '@cermat/admin';
import { CALL_NAMES, createMockApi, scenarios, signInData, type Scenario } from '@cermat/mocks';
import type { ArgTypes, Meta, StoryContext } from '@storybook/react-vite';
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

/**
 * What a designer may change of a screen story in the Controls panel; each left unset keeps
 * the story's own server. A change starts the console afresh against the server so made.
 */
export interface ScreenArgs {
  scenario?: keyof typeof scenarios;
  rows?: number;
  readOnly?: boolean;
  failing?: string;
  failStatus?: 403 | 404 | 409 | 500;
}

const urlSafe = (call: string) => call.replace('.', '-');

/** The Controls of every screen story, described for the panel. */
const screenArgTypes: Partial<ArgTypes<ScreenArgs>> = {
  scenario: {
    description: "A named state of the mock server, instead of the story's own.",
    control: 'select',
    options: Object.keys(scenarios),
  },
  rows: {
    description: 'Records in each list, and rows of the audit trail (every third one disabled).',
    control: { type: 'range', min: 0, max: 750, step: 1 },
  },
  readOnly: {
    description:
      'The active role reads every menu and writes none: no write actions, forms refused.',
    control: 'boolean',
  },
  failing: {
    description: 'One call of the console that fails (its contract name, e.g. roles.list).',
    control: 'select',
    // A story's address keeps its args, and allows no dot in them: 'roles-list' there.
    options: CALL_NAMES.map(urlSafe),
    mapping: Object.fromEntries(CALL_NAMES.map((name) => [urlSafe(name), name])),
  },
  failStatus: {
    description: 'How the failing call fails.',
    control: 'inline-radio',
    options: [500, 409, 404, 403],
  },
};

/** The story's own server with what the Controls changed. */
function scenarioOf(own: Scenario, args: ScreenArgs): Scenario {
  return {
    ...(args.scenario ? scenarios[args.scenario] : own),
    ...(args.rows === undefined ? {} : { rows: args.rows }),
    ...(args.readOnly === undefined ? {} : { readOnly: args.readOnly }),
    ...(args.failing ? { fail: { status: args.failStatus ?? 500, entries: [args.failing] } } : {}),
  };
}

/** The console's own settings follow the toolbar (language, colour theme, menu layout). */
function followToolbar(globals: StoryContext['globals']): void {
  updateSettings({
    locale: localeOf(globals.locale),
    theme: globals.theme === 'dark' ? 'dark' : 'light',
    layout: globals.layout === 'horizontal' ? 'horizontal' : 'vertical',
  });
}

/**
 * A story of one screen state: the real console (router, guard, screen) at `path`, its
 * calls answered by the shared msw handlers from a fresh store of the scenario.
 */
export function screenState(setup: ScreenSetup) {
  return {
    beforeEach: ({ msw, globals, args }: StoryContext<ScreenArgs>) => {
      const api = createMockApi(scenarioOf(setup.scenario ?? scenarios.filled, args));
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
  argTypes: screenArgTypes,
  // A story without a flow of its own is ready once its screen has rendered.
  play: async () => {
    await screen.findByRole('main');
  },
  render: (args: ScreenArgs, { globals }: StoryContext) => {
    followToolbar(globals);
    // Changed Controls make a new server (the story's beforeEach): the console starts anew on it.
    return <App key={JSON.stringify(args)} />;
  },
} satisfies Meta;

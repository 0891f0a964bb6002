import { expect, screen, userEvent, within } from 'storybook/test';
import type { Play } from '../../support/flows';
import { messagesOf, textOf, type PlayText } from '../../support/messages';

/** The main flow of the 403 and 404 screens: their message, then the way back to the dashboard. */
export function backToDashboard(message: PlayText): Play {
  return async ({ globals }) => {
    const t = messagesOf(globals);
    const text = await screen.findByText(textOf(message, globals));
    // The side menu links to the dashboard too: take the screen's own link.
    const content = text.closest('main') ?? document.body;
    await userEvent.click(within(content).getByRole('link', { name: t.shell.dashboard }));
    await expect(
      await screen.findByRole('heading', { name: t.dashboard.title }),
    ).toBeInTheDocument();
  };
}

import { id } from '@cermat/core';
import { expect, screen, userEvent, within } from 'storybook/test';

/** The main flow of the 403 and 404 screens: their message, then the way back to the dashboard. */
export function backToDashboard(message: string) {
  return async () => {
    const text = await screen.findByText(message);
    // The side menu links to the dashboard too: take the screen's own link.
    const content = text.closest('main') ?? document.body;
    await userEvent.click(within(content).getByRole('link', { name: id.shell.dashboard }));
    await expect(
      await screen.findByRole('heading', { name: id.dashboard.title }),
    ).toBeInTheDocument();
  };
}

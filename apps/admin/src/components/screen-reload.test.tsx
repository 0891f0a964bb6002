import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ReloadableScreen, useScreenReload } from './screen-reload';

let mounts = 0;

/** A screen with state of its own (what a form loaded) and the restore's reload. */
function Screen() {
  const [typed] = useState(() => {
    mounts += 1;
    return `mount ${mounts}`;
  });
  const reload = useScreenReload();
  return (
    <button type="button" onClick={reload}>
      {typed}
    </button>
  );
}

describe('ReloadableScreen', () => {
  it('mounts the screen anew on reload, without reloading the page', async () => {
    render(
      <ReloadableScreen>
        <Screen />
      </ReloadableScreen>,
    );
    const before = mounts;
    await userEvent.click(screen.getByRole('button', { name: `mount ${before}` }));
    expect(await screen.findByRole('button', { name: `mount ${before + 1}` })).toBeInTheDocument();
    expect(mounts).toBe(before + 1);
  });
});

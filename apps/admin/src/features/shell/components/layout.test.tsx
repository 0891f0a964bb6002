import { id } from '@cermat/core';
import { useMockApi } from '@cermat/mocks/node';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render';
import { Layout } from './layout';

describe('Layout', () => {
  it('tells which link the pointer is over or the focus is on, in the frame and the screen', async () => {
    useMockApi({ pending: true });
    const onLinkIntent = vi.fn();
    renderInApp(
      <Layout breadcrumb={[]} onLinkIntent={onLinkIntent}>
        <a href="#/master/user/tambah">Tambah</a>
        <button type="button">Simpan</button>
      </Layout>,
    );
    const user = userEvent.setup();
    await user.hover(await screen.findByRole('link', { name: 'Tambah' }));
    expect(onLinkIntent).toHaveBeenLastCalledWith('#/master/user/tambah');
    fireEvent.focus(screen.getByRole('button', { name: 'Simpan' }));
    // The frame's own links too (here the skip link); which ones lead to a screen is the caller's.
    fireEvent.focus(screen.getByRole('link', { name: id.shell.navigation }));
    expect(onLinkIntent).toHaveBeenLastCalledWith('#main');
    expect(onLinkIntent).toHaveBeenCalledTimes(2);
  });
});

import { id } from '@cermat/core';
import { useMockApi } from '@cermat/mocks/node';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render';
import { ConfigurationForm } from './configuration-form';

/** The configuration as stored: captcha off, a small logo, the other logos empty. */
function answer() {
  const api = useMockApi();
  Object.assign(api.store.configs, {
    CAPTCHA: 'Tidak',
    LOGO_SMALL: '/storage/uploads/logo.png',
    LOGO_FULL_LIGHT: '',
  });
  return api;
}

describe('ConfigurationForm', () => {
  it('offers Ya/Tidak and logo uploads with preview, and saves the whole map', async () => {
    const user = userEvent.setup();
    const { calls, store } = answer();
    // Every stored key goes back, an empty one as '' (the form's text).
    const stored = Object.fromEntries(
      Object.entries(store.configs).map(([key, value]) => [key, value ?? '']),
    );
    renderInApp(<ConfigurationForm canWrite />);
    const captcha = await screen.findByLabelText('CAPTCHA', { exact: false });
    expect(document.querySelector('[data-config="LOGO_SMALL"] img')).toHaveAttribute(
      'src',
      'backend/storage/uploads/logo.png',
    );
    expect(document.querySelectorAll('[data-config] input[type=file]')).toHaveLength(3);
    await user.selectOptions(captcha, id.config.ya);
    await user.click(screen.getByRole('button', { name: id.common.save }));
    expect(await screen.findByText(id.server.configSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'configs.save')?.body).toEqual({
      ...stored,
      CAPTCHA: 'Ya',
    });
    expect(stored).toMatchObject({ LOGO_SMALL: '/storage/uploads/logo.png', LOGO_FULL_DARK: '' });
  });

  it('reads its history again after a save, which is a new entry of it', async () => {
    const user = userEvent.setup();
    const { calls } = answer();
    const histories = () => calls.filter((c) => c.name === 'audit.history').length;
    renderInApp(<ConfigurationForm canWrite />);
    await screen.findByLabelText('CAPTCHA', { exact: false });
    await vi.waitFor(() => expect(histories()).toBe(1));
    await user.click(screen.getByRole('button', { name: id.common.save }));
    expect(await screen.findByText(id.server.configSaved)).toBeInTheDocument();
    await vi.waitFor(() => expect(histories()).toBe(2));
  });

  it('shows a reader the values without Reset or Simpan', async () => {
    answer();
    renderInApp(<ConfigurationForm canWrite={false} />);
    expect(await screen.findByLabelText('CAPTCHA', { exact: false })).toBeDisabled();
    expect(screen.queryByRole('button', { name: id.common.save })).toBeNull();
  });
});

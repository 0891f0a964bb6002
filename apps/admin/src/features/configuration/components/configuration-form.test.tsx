import { id } from '@cermat/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render';
import { ConfigurationForm } from './configuration-form';

const stored = {
  ONE_TIME_LOGIN: 'Tidak',
  CAPTCHA: 'Tidak',
  LOGO_SMALL: '/storage/uploads/logo.png',
  LOGO_FULL_DARK: null,
  LOGO_FULL_LIGHT: '',
  FOOTER_TEXT: 'Corporate University',
};

describe('ConfigurationForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers Ya/Tidak, logo uploads with preview and text, and saves the whole map', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET master/configs': () => ({ data: stored }),
      'POST master/configs': () => ({ data: null, message: id.server.configSaved }),
    });
    renderInApp(<ConfigurationForm canWrite />);
    const captcha = await screen.findByLabelText('CAPTCHA', { exact: false });
    expect(screen.getByLabelText('FOOTER_TEXT', { exact: false })).toHaveValue(
      'Corporate University',
    );
    expect(document.querySelector('[data-config="LOGO_SMALL"] img')).toHaveAttribute(
      'src',
      'backend/storage/uploads/logo.png',
    );
    expect(document.querySelectorAll('[data-config] input[type=file]')).toHaveLength(3);
    await user.selectOptions(captcha, id.config.ya);
    await user.click(screen.getByRole('button', { name: id.common.save }));
    expect(await screen.findByText(id.server.configSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      ONE_TIME_LOGIN: 'Tidak',
      CAPTCHA: 'Ya',
      LOGO_SMALL: '/storage/uploads/logo.png',
      LOGO_FULL_DARK: '',
      LOGO_FULL_LIGHT: '',
      FOOTER_TEXT: 'Corporate University',
    });
  });

  it('shows a reader the values without Reset or Simpan', async () => {
    mockApi({ 'GET master/configs': () => ({ data: stored }) });
    renderInApp(<ConfigurationForm canWrite={false} />);
    expect(await screen.findByLabelText('CAPTCHA', { exact: false })).toBeDisabled();
    expect(screen.queryByRole('button', { name: id.common.save })).toBeNull();
  });
});

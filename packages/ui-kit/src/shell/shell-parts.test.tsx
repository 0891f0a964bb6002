import { en, fill, id } from '@cermat/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderKit } from '../../test/render';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Preloader } from './preloader';
import { SettingsPanel } from './settings-panel';
import type { ShellSettings } from './types';

const settings: ShellSettings = {
  theme: 'system',
  layout: 'vertical',
  width: 'fluid',
  sidebar: 'dark',
  topbar: 'light',
  preloader: false,
};

afterEach(() => vi.useRealTimers());

describe('SettingsPanel', () => {
  it('shows the current choices and reports a changed one', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <SettingsPanel open onClose={() => {}} settings={settings} onChange={onChange} />,
    );
    expect(screen.getByRole('dialog', { name: id.shell.settings })).toBeInTheDocument();
    const sidebar = screen.getByRole('group', { name: id.shell.sidebarTheme });
    expect(sidebar).toBeInTheDocument();
    expect(within(sidebar).getByRole('radio', { name: id.shell.dark })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: id.shell.horizontal }));
    expect(onChange).toHaveBeenLastCalledWith({ ...settings, layout: 'horizontal' });
    await user.click(screen.getByRole('radio', { name: id.shell.boxed }));
    expect(onChange).toHaveBeenLastCalledWith({ ...settings, width: 'boxed' });
    expect(await axeViolations()).toEqual([]);
  });

  it('offers the colours: the system’s, or light or dark whatever it says', async () => {
    const onChange = vi.fn();
    const { user } = renderKit(
      <SettingsPanel open onClose={() => {}} settings={settings} onChange={onChange} />,
    );
    const theme = screen.getByRole('group', { name: id.shell.theme });
    expect(within(theme).getByRole('radio', { name: id.shell.system })).toBeChecked();
    await user.click(within(theme).getByRole('radio', { name: id.shell.dark }));
    expect(onChange).toHaveBeenLastCalledWith({ ...settings, theme: 'dark' });
  });

  it('switches the preloader and closes with its button', async () => {
    const onChange = vi.fn();
    const onClose = vi.fn();
    const { user } = renderKit(
      <SettingsPanel open onClose={onClose} settings={settings} onChange={onChange} />,
    );
    const preloader = screen.getByRole('switch', { name: id.shell.preloader });
    expect(preloader).not.toBeChecked();
    await user.click(preloader);
    expect(onChange).toHaveBeenLastCalledWith({ ...settings, preloader: true });
    await user.click(screen.getByRole('button', { name: id.common.close }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Preloader', () => {
  it('shows a loading status and reports done after durationMs', () => {
    vi.useFakeTimers();
    const onDone = vi.fn();
    renderKit(<Preloader active durationMs={2500} onDone={onDone} />);
    expect(screen.getByRole('status')).toHaveTextContent(id.common.loading);
    act(() => {
      vi.advanceTimersByTime(2499);
    });
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when off', () => {
    renderKit(<Preloader active={false} durationMs={2500} onDone={() => {}} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Footer and Breadcrumbs', () => {
  it('footer carries the copyright line for the year', () => {
    renderKit(<Footer year={2026} />, { locale: 'en' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      fill(en.shell.copyright, { year: 2026 }),
    );
  });

  it('breadcrumbs link back and mark the current page', async () => {
    renderKit(
      <Breadcrumbs
        items={[
          { label: id.shell.master },
          { label: 'Role', href: '#/master/role' },
          { label: id.role.addTitle },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: id.shell.breadcrumb });
    expect(nav).toHaveTextContent(`${id.shell.master}Role${id.role.addTitle}`);
    expect(screen.getByRole('link', { name: 'Role' })).toHaveAttribute('href', '#/master/role');
    expect(screen.getByText(id.role.addTitle)).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations()).toEqual([]);
  });
});

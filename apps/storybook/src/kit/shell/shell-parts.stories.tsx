import { PRELOADER_MS } from '@cermat/core';
import { Breadcrumbs, Footer, Preloader } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { framedInDocs } from '../../support/docs';
import { useMessages } from '../../support/messages';

type Part = 'breadcrumbs' | 'footer' | 'preloader';

/** The small shell parts: breadcrumbs, footer, preloader. */
function ShellPart({ part, onDone }: { part: Part; onDone: () => void }) {
  const m = useMessages();
  switch (part) {
    case 'breadcrumbs':
      return (
        <Breadcrumbs
          items={[
            { label: m.shell.master },
            { label: 'Role', href: '#/master/role' },
            { label: m.role.addTitle },
          ]}
        />
      );
    case 'footer':
      return <Footer year={2026} />;
    case 'preloader':
      return <Preloader active durationMs={PRELOADER_MS} onDone={onDone} />;
  }
}

const meta = {
  title: 'Kit/Shell/Parts',
  component: ShellPart,
  tags: ['autodocs'],
  args: { part: 'breadcrumbs', onDone: fn() },
} satisfies Meta<typeof ShellPart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BreadcrumbsMasterRole: Story = {};
export const FooterCopyright: Story = { args: { part: 'footer' } };
/** Shown for 2500 ms when the setting is on, over the whole page. */
export const PreloaderOn: Story = {
  args: { part: 'preloader' },
  parameters: framedInDocs('16rem'),
};
export const BreadcrumbsEnglish: Story = { globals: { locale: 'en' } };

import { MENU_TYPE, type MenuType } from '@cermat/core';
import { NumberField, Select, TextField, YaTidakSelect, type YaTidak } from '@cermat/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useMessages } from '../../support/messages';

/** The plain controls of the add/edit forms, filled as the menu form would be. */
function MenuFields({ filled, errors, long }: { filled: boolean; errors: boolean; long: boolean }) {
  const m = useMessages();
  const [name, setName] = useState(
    filled
      ? long
        ? 'Laporan nilai jabatan kompetensi per unit pelaksanaan sertifikasi dan peserta'
        : 'Role'
      : '',
  );
  const [order, setOrder] = useState<number | null>(filled ? 2 : null);
  const [type, setType] = useState<MenuType | null>(filled ? MENU_TYPE.MENU : null);
  const [captcha, setCaptcha] = useState<YaTidak | null>(filled ? 'Ya' : null);
  return (
    <form className="grid max-w-xl gap-4 rounded-lg bg-surface p-5 shadow-sm">
      <Select
        label={m.menu.typeSelect}
        placeholder={m.menu.typeSelect}
        options={[
          { value: MENU_TYPE.LABEL, label: m.menu.typeLabel },
          { value: MENU_TYPE.MENU, label: m.menu.typeMenu },
        ]}
        value={type}
        onChange={setType}
      />
      <TextField
        label={m.menu.name}
        value={name}
        onChange={setName}
        error={errors ? m.server.duplicate : null}
        required
      />
      <NumberField
        label={m.menu.order}
        value={order}
        onChange={setOrder}
        min={1}
        error={errors ? m.server.invalid : null}
      />
      <YaTidakSelect label="CAPTCHA" value={captcha} onChange={setCaptcha} />
    </form>
  );
}

const meta = {
  title: 'Kit/Forms/Fields',
  component: MenuFields,
  tags: ['autodocs'],
  args: { filled: false, errors: false, long: false },
} satisfies Meta<typeof MenuFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { filled: true } };
/** A field map from the server: the first message of each field in red under it. */
export const FieldErrors: Story = { args: { filled: true, errors: true } };
export const LongTexts: Story = { args: { filled: true, long: true } };
export const English: Story = { args: { filled: true }, globals: { locale: 'en' } };
export const Dark: Story = { args: { filled: true, errors: true }, globals: { theme: 'dark' } };

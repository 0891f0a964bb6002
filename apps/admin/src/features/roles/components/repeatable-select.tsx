import { Button, Icon, Select, type SelectOption } from '@cermat/ui-kit';
import { useTexts } from '@/lib/i18n';
import type { Pick } from '../hooks/use-role-access';

/** A list of selects that grows and shrinks (menus and test codes of the 'Hak Akses' modal). */
export function RepeatableSelect({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: ReadonlyArray<SelectOption<number>>;
  value: Pick[];
  onChange: (value: Pick[]) => void;
}) {
  const texts = useTexts();
  const set = (index: number, pick: Pick) =>
    onChange(value.map((v, i) => (i === index ? pick : v)));
  return (
    <fieldset className="grid gap-2 text-left">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {value.map((pick, index) => (
        <div key={index} className="flex items-end gap-2">
          <Select
            className="flex-1"
            hideLabel
            label={`${legend} ${index + 1}`}
            options={options}
            value={pick}
            placeholder="-"
            onChange={(next) => set(index, next)}
          />
          <Button
            tone="danger"
            size="icon"
            disabled={value.length === 1}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <Icon name="close" className="size-4" />
            <span className="sr-only">{`${texts.role.removeRow} ${legend} ${index + 1}`}</span>
          </Button>
        </div>
      ))}
      <Button
        tone="secondary"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...value, null])}
      >
        <Icon name="plus" className="size-4" />
        {`${texts.role.addRow} ${legend}`}
      </Button>
    </fieldset>
  );
}

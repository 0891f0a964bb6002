import { LOGO_CONFIG_KEYS, configFieldKind } from '@cermat/core';
import { TextField, YaTidakSelect } from '@cermat/ui-kit';
import { ImageUploadField } from '@/components/image-upload-field';

const isLogo = (key: string) => (LOGO_CONFIG_KEYS as readonly string[]).includes(key);

interface ConfigurationFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** One configuration key's input (spec §2.12): Ya/Tidak, a logo upload with preview, or text. */
export function ConfigurationField({ name, value, onChange, error }: ConfigurationFieldProps) {
  if (configFieldKind(name) === 'yes-no') {
    return (
      <YaTidakSelect
        label={name}
        value={value === 'Ya' || value === 'Tidak' ? value : null}
        onChange={onChange}
        error={error}
      />
    );
  }
  if (isLogo(name)) {
    return (
      <fieldset className="grid gap-2 rounded-md border border-border p-3" data-config={name}>
        <legend className="px-1 text-sm font-semibold">{name}</legend>
        <ImageUploadField subject="image" path={value} onUploaded={onChange} error={error} />
      </fieldset>
    );
  }
  return <TextField label={name} name={name} value={value} onChange={onChange} error={error} />;
}

import { id } from '@cermat/core';
import type { CSSProperties, ReactNode } from 'react';
import { spacingUses, utilityUses } from './kit-usage';
import { colourValue, tailwindScale, tailwindToken } from './tokens';

// Type, spacing, radii and shadows: Tailwind's default scale (the kit declares none of its
// own), each page listing the steps the kit's sources use, with their values and how often.

/** A console heading and its empty row: text the screens really show. */
const SAMPLE = `${id.role.listTitle} · ${id.list.empty}`;

/** `0.875rem` → `0.875rem · 14px`: the browser's default 16px root, as the console keeps it. */
const withPixels = (rem: string) =>
  rem.endsWith('rem') ? `${rem} · ${parseFloat(rem) * 16}px` : rem;

interface Row {
  className: string;
  value: string;
  uses: number;
  sample: ReactNode;
}

/** The steps the kit uses, one row each: the class, its value, its count, what it looks like. */
function ScaleTable({ rows, sampleHeading }: { rows: Row[]; sampleHeading: string }) {
  return (
    <table data-slot="scale-table">
      <thead>
        <tr>
          <th>Class</th>
          <th>Value</th>
          <th>Uses in the kit</th>
          <th>{sampleHeading}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.className}>
            <td>
              <code>{row.className}</code>
            </td>
            <td>{row.value}</td>
            <td>{row.uses}</td>
            <td>{row.sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The used steps of one utility (`rounded`, `shadow`, …) and its theme namespace, drawn by
 * `sample` from the step's value.
 */
function usedSteps(
  utility: string,
  namespace: string,
  sample: (value: string, step: string) => ReactNode,
): Row[] {
  const steps = tailwindScale(namespace);
  const uses = utilityUses(
    utility,
    steps.map((s) => s.step),
  );
  return steps
    .filter(({ step }) => uses.has(step))
    .map(({ step, value }) => ({
      className: step ? `${utility}-${step}` : utility,
      value: withPixels(value),
      uses: uses.get(step)!,
      sample: sample(value, step),
    }));
}

/** The kit's own light colours for the samples: a shape's outline, a bar, a card. */
const [line, bar, card] = ['muted-fg', 'primary', 'surface'].map((name) =>
  colourValue(name, 'light'),
);

/** A box for radius and shadow samples, outlined so a radius shows without a fill. */
const box: CSSProperties = { width: '6rem', height: '3rem', border: `1px solid ${line}` };

export function TypeScale() {
  // In the console's font, not the docs page's own.
  const fontFamily = tailwindToken('--font-sans');
  const sizes = usedSteps('text', 'text', (value, step) => (
    <span
      style={{
        fontFamily,
        fontSize: value,
        lineHeight: tailwindToken(`--text-${step}--line-height`),
      }}
    >
      {SAMPLE}
    </span>
  ));
  const weights = usedSteps('font', 'font-weight', (value) => (
    <span style={{ fontFamily, fontWeight: value }}>{SAMPLE}</span>
  ));
  return (
    <>
      <p>
        Font family (<code>font-sans</code>): {fontFamily}
      </p>
      <ScaleTable rows={sizes} sampleHeading="Sample" />
      <ScaleTable rows={weights} sampleHeading="Sample" />
    </>
  );
}

export function SpacingScale() {
  const unit = tailwindToken('--spacing');
  if (!unit) throw new Error("Tailwind's theme has no --spacing: the scale changed shape");
  const rows = [...spacingUses()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([multiple, count]) => {
      const rem = `${Number(multiple) * parseFloat(unit)}rem`;
      return {
        className: `*-${multiple}`,
        value: withPixels(rem),
        uses: count,
        sample: <span style={{ display: 'block', width: rem, height: '1rem', background: bar }} />,
      };
    });
  return (
    <>
      <p>
        One step is <code>--spacing</code> = {withPixels(unit)}; the number ending a class is how
        many steps (<code>p-4</code>, <code>gap-4</code>, <code>mt-4</code>: 4 × {unit}).
      </p>
      <ScaleTable rows={rows} sampleHeading="Width" />
    </>
  );
}

export function RadiusScale() {
  const rows = usedSteps('rounded', 'radius', (value) => (
    <div style={{ ...box, borderRadius: value }} />
  ));
  return <ScaleTable rows={rows} sampleHeading="Shape" />;
}

export function ShadowScale() {
  const rows = usedSteps('shadow', 'shadow', (value) => (
    <div style={{ ...box, border: 'none', background: card, boxShadow: value }} />
  ));
  return <ScaleTable rows={rows} sampleHeading="On the light surface" />;
}

import { glyphName, useGlyphs } from './icon-glyphs';

/**
 * A boxicons class ('bx bx-home') drawn as an inline SVG in the text colour. Until the set has
 * arrived, and for a class it does not hold, the box stays empty at the same size, so nothing
 * shifts and nothing breaks. Decoration: the text beside it carries the meaning.
 */
export function IconGlyph({ icon, className = 'size-4' }: { icon: string; className?: string }) {
  const glyphs = useGlyphs();
  const name = glyphs && glyphName(glyphs, icon);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      className={className}
    >
      {name ? glyphs[name]?.map((d, i) => <path key={i} d={d} />) : null}
    </svg>
  );
}

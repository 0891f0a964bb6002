import { useTexts } from '@/lib/i18n';

/** Master > Role > Tambah Role, from core's route table. */
export function Breadcrumb({ trail }: { trail: readonly string[] }) {
  const texts = useTexts();
  if (trail.length === 0) return null;
  return (
    <nav aria-label={texts.shell.breadcrumb} className="text-sm text-muted-fg">
      <ol className="flex flex-wrap gap-1">
        {trail.map((crumb, i) => (
          <li key={`${crumb}-${i}`} aria-current={i === trail.length - 1 ? 'page' : undefined}>
            {i > 0 ? <span aria-hidden="true"> &gt; </span> : null}
            {crumb}
          </li>
        ))}
      </ol>
    </nav>
  );
}

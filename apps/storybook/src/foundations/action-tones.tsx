import { actionTone, Button } from '@cermat/ui-kit';

/** What each meaning is, in the words a designer chooses a tone by. */
const meanings: Record<keyof typeof actionTone, string> = {
  edit: 'Opens or saves a record: the main thing a screen does.',
  disable: 'Takes a record out of use; Restore brings it back.',
  discard: 'Throws away what was typed and not saved (Reset, leaving a changed form).',
  enable: 'Puts a record back in use (the question that confirms Restore).',
  restore: 'Brings a record or an older version back (Restore, Kembalikan).',
  delete: 'Destroys for good (Hapus).',
};

/**
 * The kit's `actionTone`: one tone per meaning, on a row, in the bulk bar, on a form and on
 * the question that confirms it. Read from the kit, so a change there shows here.
 */
export function ActionTones() {
  return (
    <table data-slot="action-tones" className="w-full text-left text-sm">
      <thead>
        <tr>
          <th className="py-2">Meaning</th>
          <th className="py-2">Tone</th>
          <th className="py-2">When</th>
        </tr>
      </thead>
      <tbody>
        {(Object.keys(actionTone) as (keyof typeof actionTone)[]).map((meaning) => (
          <tr key={meaning} className="border-t border-border">
            <td className="py-2">
              <Button size="sm" tone={actionTone[meaning]}>
                {meaning}
              </Button>
            </td>
            <td className="py-2 font-mono">{actionTone[meaning]}</td>
            <td className="py-2">{meanings[meaning]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

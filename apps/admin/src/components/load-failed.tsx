import { Button, FormAlert } from '@cermat/ui-kit';
import { useTexts } from '@/lib/i18n';

/** A load that failed: what the server said, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const texts = useTexts();
  return (
    <div className="grid justify-items-start gap-3">
      <FormAlert error={message} />
      <Button tone="secondary" onClick={onRetry}>
        {texts.common.retry}
      </Button>
    </div>
  );
}

import { Link } from 'wouter';
import { MessageScreen } from '@/components/message-screen';
import { paths } from '@/config/paths';
import { useTexts } from '@/lib/i18n';

export default function ForbiddenRoute() {
  const texts = useTexts();
  return (
    <MessageScreen code="403" title={texts.access.warningTitle} message={texts.access.denied}>
      <Link className="text-primary underline" href={paths.dashboard()}>
        {texts.shell.dashboard}
      </Link>
    </MessageScreen>
  );
}

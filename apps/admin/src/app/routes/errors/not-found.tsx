import { Link } from 'wouter';
import { MessageScreen } from '@/components/message-screen';
import { paths } from '@/config/paths';
import { useTexts } from '@/lib/i18n';

export default function NotFoundRoute() {
  const texts = useTexts();
  return (
    <MessageScreen code="404" title={texts.error.notFound}>
      <Link className="text-primary underline" href={paths.dashboard()}>
        {texts.shell.dashboard}
      </Link>
    </MessageScreen>
  );
}

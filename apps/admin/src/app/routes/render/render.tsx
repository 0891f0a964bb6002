import { useSearchParams } from 'wouter';
import { RenderPage } from '@/features/render/components/render-page';

/** /render?page=NAME (spec §2.1). */
export default function RenderRoute() {
  const [params] = useSearchParams();
  return <RenderPage name={params.get('page') ?? ''} />;
}

import { DEFAULT_TIME_ZONE } from '@cermat/core';
import { useEffect, useState } from 'react';
import { useTexts } from '@/lib/i18n';
import { WidgetCard } from './widget-card';

const format = new Intl.DateTimeFormat('id-ID', {
  timeZone: DEFAULT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The current time in the configured zone, ticking every second. */
export function Clock() {
  const texts = useTexts();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <WidgetCard title={texts.render.clock}>
      <time dateTime={now.toISOString()} className="text-3xl font-semibold tabular-nums">
        {format.format(now)}
      </time>
    </WidgetCard>
  );
}

import { DateFormatter, getLocalTimeZone } from '@internationalized/date';
import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/** The zone times are shown in: the viewer's own, unless a story or test pins one. */
export function viewerTimeZone(given?: string): string {
  return given ?? getLocalTimeZone();
}

/**
 * Date-and-time text for server instants, in the viewer's zone and the product's locale
 * ('14 Oct 2025, 09:30'); '—' when there is none. The formatter is made once per zone.
 */
export function useDateTimeText(timeZone: string): (iso: string | null) => string {
  const { locale } = useLocale();
  return useMemo(() => {
    const formatter = new DateFormatter(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    return (iso) => {
      if (!iso) return '—';
      const at = new Date(iso);
      return Number.isNaN(at.getTime()) ? '—' : formatter.format(at);
    };
  }, [locale, timeZone]);
}

/** A server instant as a date and a time of day, in the viewer's zone; null when there is none. */
export interface DateAndTime {
  date: string;
  time: string;
}

/** '1 Dec 2026' and '09:00', for table cells that show the two on two lines. */
export function useDateAndTime(timeZone: string): (iso: string | null) => DateAndTime | null {
  const { locale } = useLocale();
  return useMemo(() => {
    const date = new DateFormatter(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone });
    const time = new DateFormatter(locale, { hour: '2-digit', minute: '2-digit', timeZone });
    return (iso) => {
      if (!iso) return null;
      const at = new Date(iso);
      return Number.isNaN(at.getTime()) ? null : { date: date.format(at), time: time.format(at) };
    };
  }, [locale, timeZone]);
}

import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/** The product's locale: en-GB, so date fields read dd / mm / yyyy as the spec shows them. */
export const uiLocale = 'en-GB';

/** Context every screen needs: the locale for dates and numbers. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <I18nProvider locale={uiLocale}>{children}</I18nProvider>;
}

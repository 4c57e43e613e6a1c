import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';

/** The product's locale: en-GB, so date fields read dd / mm / yyyy as the spec shows them. */
export const uiLocale = 'en-GB';

export interface UiProviderProps {
  children: ReactNode;
  /**
   * Client-side navigation for every `href` on links, menu items and tabs. The app passes the
   * router's navigate; Storybook passes a logger so links never leave the story.
   */
  navigate?: (path: string, options?: unknown) => void;
  /** Turns a router path into a real href (for base paths); defaults to the path itself. */
  useHref?: (path: string) => string;
}

/** Context every screen needs: the locale for dates and numbers, and client-side routing. */
export function UiProvider({ children, navigate, useHref }: UiProviderProps) {
  const content = <I18nProvider locale={uiLocale}>{children}</I18nProvider>;
  if (!navigate) return content;
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  );
}

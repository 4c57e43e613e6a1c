import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { UiPathsContext, type UiPaths } from './ui-paths';

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
  /** Where links lead: the app's route table. Screens with links need it. */
  paths?: UiPaths;
}

/** Context every screen needs: the locale for dates and numbers, client-side routing and where links lead. */
export function UiProvider({ children, navigate, useHref, paths }: UiProviderProps) {
  let content = <I18nProvider locale={uiLocale}>{children}</I18nProvider>;
  if (paths) content = <UiPathsContext.Provider value={paths}>{content}</UiPathsContext.Provider>;
  if (!navigate) return content;
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  );
}

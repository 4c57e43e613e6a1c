import { createContext, useContext } from 'react';

/**
 * Every place the ui links to. The ui never writes a path: the app hands its route table
 * (`app/src/routes/paths.ts`) to `UiProvider`, Storybook hands the same table, and screens read it
 * with `useUiPaths()`. A destination a screen needs is added here first; the app's table then has
 * to provide it, or the app does not compile.
 */
export interface UiPaths {
  landing: string;
  /** The landing page's features section, from other pages. */
  features: string;
  pricing: string;
  privacyPolicy: string;
  termsOfService: string;
  faq: string;
  blog: string;
  help: string;
  login: string;
  register: string;
  forgotPassword: string;
  home: string;
  team: {
    publish: string;
    publishStory: string;
    publishReel: string;
    drafts: string;
    queues: string;
    publishHistory: string;
    bulkDelete: string;
    calendar: string;
    analytics: string;
  };
  controlTower: {
    root: string;
    personal: string;
    security: string;
    plan: string;
    /** Shows the plan tab's content. */
    pricing: string;
    billing: string;
    notification: string;
    teamManagement: string;
    manageSocialAccount: string;
  };
}

export const UiPathsContext = createContext<UiPaths | null>(null);

/** The app's destinations, for links. */
export function useUiPaths(): UiPaths {
  const paths = useContext(UiPathsContext);
  if (!paths) throw new Error('useUiPaths: render the ui inside <UiProvider paths={…}>, which says where links lead.');
  return paths;
}

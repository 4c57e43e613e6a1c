import { fn } from 'storybook/test';

/**
 * Where every story's links go: Storybook's preview routes all `href`s here (no click leaves the
 * story) and clears it before each story, so a play function can assert the navigation a link made.
 */
export const storyNavigate = fn().mockName('navigate');

import { sprinkles } from '../../theme/sprinkles.css';

export const stack = sprinkles({ display: 'flex', flexDirection: 'column' });

/** Where the children sit across the stack; `stretch` makes each as wide as the stack. */
export const align = {
  stretch: sprinkles({ alignItems: 'stretch' }),
  start: sprinkles({ alignItems: 'flex-start' }),
  center: sprinkles({ alignItems: 'center' }),
  end: sprinkles({ alignItems: 'flex-end' }),
};

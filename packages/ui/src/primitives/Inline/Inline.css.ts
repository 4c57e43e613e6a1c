import { sprinkles } from '../../theme/sprinkles.css';

export const inline = sprinkles({ display: 'flex', flexDirection: 'row' });

export const wrap = {
  true: sprinkles({ flexWrap: 'wrap' }),
  false: sprinkles({ flexWrap: 'nowrap' }),
};

/** Where the children sit on the cross axis: top, middle, bottom, on the text baseline or full height. */
export const align = {
  start: sprinkles({ alignItems: 'flex-start' }),
  center: sprinkles({ alignItems: 'center' }),
  end: sprinkles({ alignItems: 'flex-end' }),
  baseline: sprinkles({ alignItems: 'baseline' }),
  stretch: sprinkles({ alignItems: 'stretch' }),
};

/** Where the row's children sit along it; `between` pushes the first and last to the ends. */
export const justify = {
  start: sprinkles({ justifyContent: 'flex-start' }),
  center: sprinkles({ justifyContent: 'center' }),
  end: sprinkles({ justifyContent: 'flex-end' }),
  between: sprinkles({ justifyContent: 'space-between' }),
};

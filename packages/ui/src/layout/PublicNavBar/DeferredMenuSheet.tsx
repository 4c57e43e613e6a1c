import { Menu as MenuIcon } from 'lucide-react';
import { Button } from '../../primitives/Button';
import { deferred } from '../../utils/deferred';
import { DeferredHost } from '../../utils/DeferredHost';
import { standInPress, useStandIn } from '../../utils/use-stand-in';
import type { MenuSheetProps } from './MenuSheet';

const sheetCode = deferred(() => import('./MenuSheet'), 'page-shown');

/**
 * The MenuSheet with its modal code loaded once the page is shown (deferred.ts); until then its
 * button stands in, and a press opens the sheet as the code arrives.
 */
export function DeferredMenuSheet(props: MenuSheetProps) {
  const { module, wasAsked, ask, hostRef } = useStandIn(sheetCode);
  return (
    <DeferredHost hostRef={hostRef}>
      {module ? (
        <module.MenuSheet {...props} defaultOpen={wasAsked} />
      ) : (
        <Button
          variant="quiet"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={false}
          {...standInPress(ask)}
        >
          <MenuIcon size={22} aria-hidden="true" />
        </Button>
      )}
    </DeferredHost>
  );
}

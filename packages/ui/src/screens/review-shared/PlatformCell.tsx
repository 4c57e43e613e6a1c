import { Inline } from '../../primitives/Inline';
import { PlatformMark, platformNames, toPlatformId } from '../../primitives/PlatformMark';

/** A table's Platform cell: the mark and the name (an unknown platform by its own name). */
export function PlatformCell({ platform }: { platform: string }) {
  const id = toPlatformId(platform);
  if (!id) return <>{platform}</>;
  return (
    <Inline space="2" as="span" wrap={false}>
      <PlatformMark platform={id} />
      {platformNames[id]}
    </Inline>
  );
}

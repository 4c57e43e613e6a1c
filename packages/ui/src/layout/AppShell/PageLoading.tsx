import { LoadRegion } from '../../primitives/LoadRegion';

/** 'Loading page' where a signed-in page goes: while its code loads, or while the notices above it are not yet known. */
export function PageLoading() {
  return <LoadRegion status="loading" loadingLabel="Loading page" error={{ title: '' }} />;
}

import { LoadRegion } from '../../primitives/LoadRegion';

/** 'Loading page' where a signed-in page goes while its code loads. */
export function PageLoading() {
  return <LoadRegion status="loading" loadingLabel="Loading page" error={{ title: '' }} />;
}

export { DeferredLoadingOverlay as LoadingOverlay } from './DeferredLoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';

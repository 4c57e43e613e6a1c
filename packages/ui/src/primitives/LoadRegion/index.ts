export { LoadRegion, type LoadRegionEmpty, type LoadRegionError, type LoadRegionProps } from './LoadRegion';
export { emptyIf, type LoadStatus } from './load-status';

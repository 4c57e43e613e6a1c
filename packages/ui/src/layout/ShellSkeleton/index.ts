export { ShellSkeleton } from './ShellSkeleton';

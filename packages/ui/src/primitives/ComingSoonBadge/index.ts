export { ComingSoonBadge, type ComingSoonBadgeProps } from './ComingSoonBadge';

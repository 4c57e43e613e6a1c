export { ActiveBadge, Badge, CategoryBadge, StatusBadge, VerifiedBadge, type BadgeProps } from './Badge';
export { capitalise, categoryTone, statusTone, type BadgeLook, type BadgeTone } from './badge-tones';

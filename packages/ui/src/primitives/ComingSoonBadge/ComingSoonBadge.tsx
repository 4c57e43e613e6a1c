import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '../Badge';

export interface ComingSoonBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** Defaults to 'Coming Soon'; the publishing screens say 'Coming soon!'. */
  children?: ReactNode;
}

/** Marks a feature or platform that is announced but not available yet. */
export function ComingSoonBadge({ children = 'Coming Soon', ...props }: ComingSoonBadgeProps) {
  return (
    <Badge {...props} tone="accent">
      {children}
    </Badge>
  );
}

import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Badge.css';
import { capitalise, categoryTone, statusTone, type BadgeTone } from './badge-tones';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: 'small' | 'medium';
  isStruck?: boolean;
  /** A small leading icon; it is decorative, the text carries the meaning. */
  icon?: ReactNode;
}

/** A pill-shaped label in one of the semantic tones. */
export function Badge({ tone, size, isStruck, icon, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={[styles.badge({ tone, size, isStruck }), className].filter(Boolean).join(' ')}>
      {icon}
      {children}
    </span>
  );
}

const iconSize = 12;

/** 'Verified' (green) or 'Unverified' (amber) beside an email address. */
export function VerifiedBadge({ isVerified, ...props }: { isVerified: boolean } & Omit<BadgeProps, 'tone'>) {
  return isVerified ? (
    <Badge {...props} tone="success" icon={<BadgeCheck size={iconSize} aria-hidden="true" />}>
      Verified
    </Badge>
  ) : (
    <Badge {...props} tone="warning" icon={<CircleAlert size={iconSize} aria-hidden="true" />}>
      Unverified
    </Badge>
  );
}

/** 'Active' (green) or 'Inactive' (grey) for members and pages. */
export function ActiveBadge({ isActive, ...props }: { isActive: boolean } & Omit<BadgeProps, 'tone'>) {
  return (
    <Badge {...props} tone={isActive ? 'success' : 'neutral'}>
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** A post, story, reel or batch status in its colour; cancelled is struck through. */
export function StatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, 'tone' | 'isStruck'>) {
  const look = statusTone(status);
  return (
    <Badge {...props} tone={look.tone} isStruck={look.isStruck}>
      {capitalise(status)}
    </Badge>
  );
}

/** A content category: post blue, story purple, others neutral. */
export function CategoryBadge({ category, ...props }: { category: string } & Omit<BadgeProps, 'tone'>) {
  return (
    <Badge {...props} tone={categoryTone(category)}>
      {capitalise(category)}
    </Badge>
  );
}

/** The colours a badge can take; each maps to a tint background and an AA text shade. */
export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral' | 'accent' | 'purple';

export interface BadgeLook {
  tone: BadgeTone;
  /** Cancelled items read as struck through, so they are told apart from pending ones at a glance. */
  isStruck: boolean;
}

const statusLooks: Record<string, BadgeLook> = {
  scheduled: { tone: 'info', isStruck: false },
  published: { tone: 'success', isStruck: false },
  failed: { tone: 'danger', isStruck: false },
  processing: { tone: 'warning', isStruck: false },
  pending: { tone: 'neutral', isStruck: false },
  cancelled: { tone: 'neutral', isStruck: true },
  deleted: { tone: 'neutral', isStruck: false },
  // Bulk-delete batches: fetched is ready to act on, like a scheduled item.
  fetched: { tone: 'info', isStruck: false },
};

/** The look of a post, story, reel or batch status (docs/design.md); unknown statuses stay neutral. */
export function statusTone(status: string): BadgeLook {
  return statusLooks[status.trim().toLowerCase()] ?? { tone: 'neutral', isStruck: false };
}

/** Calendar and queue categories: post blue, story purple, anything else neutral. */
export function categoryTone(category: string): BadgeTone {
  switch (category.trim().toLowerCase()) {
    case 'post':
      return 'info';
    case 'story':
      return 'purple';
    default:
      return 'neutral';
  }
}

/** 'scheduled' → 'Scheduled': statuses and categories arrive lower-case from the server. */
export function capitalise(status: string): string {
  const text = status.trim();
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

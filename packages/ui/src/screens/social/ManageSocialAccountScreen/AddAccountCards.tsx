import { Link2 } from 'lucide-react';
import { Button } from '../../../primitives/Button';
import { ComingSoonBadge } from '../../../primitives/ComingSoonBadge';
import { PlatformMark, platformIds, platformNames } from '../../../primitives/PlatformMark';
import { socialTexts } from '../parts/social-texts';
import * as styles from './ManageSocialAccountScreen.css';

export interface AddAccountCardsProps {
  /** Facebook Login is under way for a new account. */
  isLinking: boolean;
  /** Another link runs (a refresh login): this one waits for it. */
  isBusy: boolean;
  onLinkFacebook: () => void;
}

/** Add Social Account (accounts §2): Facebook works; Instagram, TikTok, LinkedIn and WhatsApp are Coming Soon. */
export function AddAccountCards({ isLinking, isBusy, onLinkFacebook }: AddAccountCardsProps) {
  return (
    <ul className={styles.cards}>
      {platformIds.map((platform) =>
        platform === 'facebook' ? (
          <li key={platform} className={[styles.card, styles.cardWide].join(' ')}>
            <PlatformMark platform={platform} size={24} />
            <span className={styles.cardName}>{platformNames[platform]}</span>
            <Button
              size="small"
              isPending={isLinking}
              pendingLabel="Connecting..."
              isDisabled={isBusy && !isLinking}
              onPress={onLinkFacebook}
            >
              <Link2 size={16} aria-hidden="true" />
              Connect Facebook
            </Button>
          </li>
        ) : (
          <li key={platform} className={styles.card} data-coming-soon="">
            <PlatformMark platform={platform} size={24} tone="muted" />
            <span className={styles.cardNameMuted}>{platformNames[platform]}</span>
            <ComingSoonBadge>{socialTexts.comingSoon}</ComingSoonBadge>
          </li>
        ),
      )}
    </ul>
  );
}

import { Globe, MessageCircle, Repeat2, Send, Share2, ThumbsUp } from 'lucide-react';
import { Avatar } from '../../../primitives/Avatar';
import { PlatformMark, platformNames, type PlatformId } from '../../../primitives/PlatformMark';
import { useObjectUrl } from '../../../utils/use-object-url';
import { mediaKind } from '../../review-shared/media-kind';
import type { Platform, PublishCategory } from './publish-form';
import * as styles from './PublishPreview.css';

export interface PreviewAuthor {
  name: string;
  company?: string | null;
  avatarUrl?: string | null;
}

export interface PublishPreviewProps {
  category: PublishCategory;
  /** The chosen platforms; the first is shown. */
  platforms: readonly Platform[];
  author: PreviewAuthor;
  text: string;
  media: File | null;
  /** Editing: the media the item already has, shown while no other file is chosen. */
  mediaUrl?: string | null | undefined;
}

const placeholderText = {
  post: 'Your post text will appear here.',
  story: 'Your story will appear here.',
  reel: 'Your caption will appear here.',
} as const;

const actions: Partial<Record<PlatformId, string[]>> = {
  facebook: ['Like', 'Comment', 'Share'],
  linkedin: ['Like', 'Comment', 'Repost', 'Send'],
  instagram: ['Like', 'Comment', 'Send'],
};

const actionIcons = {
  Like: ThumbsUp,
  Comment: MessageCircle,
  Share: Share2,
  Repost: Repeat2,
  Send,
  Reply: MessageCircle,
};

/**
 * How the first chosen platform would show the post (publishing §2; Facebook, LinkedIn and Instagram
 * mock-ups): the author's name, company and
 * avatar or initials, the text and the first media, with placeholders while empty. Stories and reels
 * stand in a 9:16 frame. 'No Platform Selected' when none is chosen.
 */
export function PublishPreview({ category, platforms, author, text, media, mediaUrl = null }: PublishPreviewProps) {
  const platform = platforms[0];
  return (
    <section aria-labelledby="publish-preview-title" className={styles.panel}>
      <h2 id="publish-preview-title" className={styles.title}>
        Preview
      </h2>
      {platform ? (
        category === 'post' ? (
          <PostMock platform={platform} author={author} text={text} media={media} mediaUrl={mediaUrl} />
        ) : (
          <VerticalMock
            category={category}
            platform={platform}
            author={author}
            text={text}
            media={media}
            mediaUrl={mediaUrl}
          />
        )
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No Platform Selected</p>
          <p className={styles.emptyText}>Choose a platform to see how your {category} will look.</p>
        </div>
      )}
    </section>
  );
}

interface MockProps {
  platform: PlatformId;
  author: PreviewAuthor;
  text: string;
  media: File | null;
  mediaUrl: string | null;
}

function Byline({ platform, author }: Pick<MockProps, 'platform' | 'author'>) {
  return (
    <div className={styles.byline}>
      <Avatar name={author.name} src={author.avatarUrl ?? null} size="small" />
      <div className={styles.who}>
        <span className={styles.name}>{author.name}</span>
        <span className={styles.meta}>
          {author.company ? `${author.company} · ` : ''}Just now · <Globe size={12} aria-hidden="true" />
        </span>
      </div>
      <PlatformMark platform={platform} size={20} className={styles.mark} />
    </div>
  );
}

function Media({ media, mediaUrl, className }: Pick<MockProps, 'media' | 'mediaUrl'> & { className: string }) {
  const fileUrl = useObjectUrl(media);
  if (media) {
    if (!fileUrl) return null;
    return media.type.startsWith('video/') ? (
      <video src={fileUrl} className={className} muted controls aria-label={`Video: ${media.name}`} />
    ) : (
      <img src={fileUrl} alt={`Image: ${media.name}`} className={className} />
    );
  }
  // Only http(s) and inline media from the server are shown (mediaKind refuses the rest).
  const kind = mediaKind(mediaUrl);
  if (!kind || !mediaUrl) return null;
  return kind === 'video' ? (
    <video src={mediaUrl} className={className} muted controls aria-label="Video: current media" />
  ) : (
    <img src={mediaUrl} alt="Image: current media" className={className} />
  );
}

function PostMock({ platform, author, text, media, mediaUrl }: MockProps) {
  return (
    <article className={styles.post} aria-label={`${platformNames[platform]} post preview`}>
      <Byline platform={platform} author={author} />
      <p className={text ? styles.text : styles.placeholder}>{text || placeholderText.post}</p>
      <Media media={media} mediaUrl={mediaUrl} className={styles.postMedia} />
      <div className={styles.actions} aria-hidden="true">
        {(actions[platform] ?? actions.facebook ?? []).map((action) => {
          const Icon = actionIcons[action as keyof typeof actionIcons];
          return (
            <span key={action} className={styles.action}>
              <Icon size={16} />
              {action}
            </span>
          );
        })}
      </div>
    </article>
  );
}

function VerticalMock({
  category,
  platform,
  author,
  text,
  media,
  mediaUrl,
}: MockProps & { category: 'story' | 'reel' }) {
  return (
    <article className={styles.vertical} aria-label={`${platformNames[platform]} ${category} preview`}>
      <Media media={media} mediaUrl={mediaUrl} className={styles.verticalMedia} />
      {!media && !mediaKind(mediaUrl) && <p className={styles.verticalPlaceholder}>{placeholderText[category]}</p>}
      <div className={styles.verticalTop}>
        <Byline platform={platform} author={author} />
      </div>
      {text && <p className={styles.verticalText}>{text}</p>}
    </article>
  );
}

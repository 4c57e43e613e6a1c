import { toCalendarDate, type CalendarDate, type ZonedDateTime } from '@internationalized/date';
import { Sparkles, SmilePlus, Trash2, X } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Banner, type BannerTone } from '../../../primitives/Banner';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { Column, Columns } from '../../../primitives/Columns';
import { ConfirmDialog } from '../../../primitives/ConfirmDialog';
import { Dialog } from '../../../primitives/Dialog';
import { FilePicker } from '../../../primitives/FilePicker';
import { Inline } from '../../../primitives/Inline';
import { Link } from '../../../primitives/Link';
import { LoadRegion } from '../../../primitives/LoadRegion';
import { MultiSelect } from '../../../primitives/MultiSelect';
import { Select } from '../../../primitives/Select';
import { Stack } from '../../../primitives/Stack';
import { TextField } from '../../../primitives/TextField';
import { useObjectUrl } from '../../../utils/use-object-url';
import { categoryTexts, storyVideoNote } from './category-texts';
import { mediaKind } from '../../review-shared/media-kind';
import { checkMedia, readVideoMetadata } from './media-rules';
import { lazyScheduleFields } from './lazy-schedule-fields';
import { ScheduleFieldsLoading } from './ScheduleFieldsLoading';
import { PlatformPicker } from './PlatformPicker';
import { PublishOutcome, type PublishOutcomeProps } from './PublishOutcome';
import { PublishPreview, type PreviewAuthor } from './PublishPreview';
import type { PublishCategory, PublishFormValues, PublishPage } from './publish-form';
import { checkPublishForm, hasErrors, scheduleOf, type PublishFormErrors } from './rules';
import { describeMoment, resolutionNote, zoneLabel } from './schedule-time';
import * as styles from './PublishScreen.css';

export interface PublishPagesState {
  status: 'loading' | 'error' | 'ready';
  items: readonly PublishPage[];
  /** Why they could not be loaded, when the server or the connection said: it follows 'Failed to load pages'. */
  errorDetail?: string | undefined;
  /** A 409 while fetching pages is a warning, not an error (publishing §4). */
  warning?: string | undefined;
}

/** Said under the pages while the linked accounts could not be loaded: which pages may be published to is not known. */
const linksUnknownNote = 'Could not check which pages are linked to a Facebook account.';

/** The spec's words for pages that could not be loaded (publishing §4), with the reason when there is one. */
function pagesFailedText(detail: string | undefined): string {
  return detail ? `Failed to load pages: ${detail}` : 'Failed to load pages';
}

export interface PublishBanner {
  tone: BannerTone;
  text: string;
  /** A next step, e.g. the plan tab for a team without a plan. */
  link?: { label: string; href: string } | undefined;
}

export interface PublishScreenProps {
  category: PublishCategory;
  values: PublishFormValues;
  onChange: (values: PublishFormValues) => void;
  pages: PublishPagesState;
  /** Asks again for what the page selector needs: the pages, and which of them are linked. */
  onRetryPages?: () => void;
  /** The signed-in user, for the preview. */
  author: PreviewAuthor;
  /** The viewer's time zone: times are chosen, shown and sent in it. */
  timeZone: string;
  /** The clock, injectable for stories and tests. */
  now: () => ZonedDateTime;
  today?: () => CalendarDate;
  /** Editing a queued item (publishing §2): scheduled mode only, the action an update. */
  isEditing?: boolean;
  /** Editing: the media the item already has. It is kept unless another file is chosen. */
  existingMediaUrl?: string | null | undefined;
  /** The request is on its way: the main button is busy. */
  isSending?: boolean;
  /** Called once the person has confirmed; the form is valid by then. */
  onSubmit: (values: PublishFormValues) => void;
  /** The last send's message above the form (a failure, a team without a plan, a draft restored). */
  banner?: PublishBanner | null | undefined;
  onDismissBanner?: () => void;
  /** The form kept on this device as the person types: says so, and offers to discard it. */
  draft?: { isSaved: boolean; onDiscard: () => void } | undefined;
  /** Pages that failed while others succeeded. */
  outcome?: PublishOutcomeProps | null | undefined;
  /**
   * While what fills the form is still being read (the draft kept on this device, the edited item):
   * the page's heading, and 'Loading the form' where the form goes. The heading stays as it is when
   * the form comes, so focus on it stays too.
   */
  isLoading?: boolean;
}

/** Which of the spec's coming-soon pieces was pressed. */
type ComingSoon = { title: string; text: string } | null;

/**
 * Publish Post, Publish Story and Publish Reel (publishing §2): the form on the left, the preview on
 * the right (stacked on small screens). Every rule of §5 is checked before anything is sent, then a
 * confirmation says what will happen.
 */
export function PublishScreen({
  category,
  values,
  onChange,
  pages,
  onRetryPages,
  author,
  timeZone,
  now,
  today,
  isEditing = false,
  existingMediaUrl = null,
  isSending = false,
  onSubmit,
  banner,
  onDismissBanner,
  draft,
  outcome,
  isLoading = false,
}: PublishScreenProps) {
  const texts = categoryTexts[category];
  const keptMedia = isEditing ? mediaKind(existingMediaUrl) : null;
  const [errors, setErrors] = useState<PublishFormErrors>({});
  const [mediaNote, setMediaNote] = useState<{ error?: string | undefined; warning?: string | undefined }>({});
  const [isConfirming, setConfirming] = useState(false);
  const [isDiscarding, setDiscarding] = useState(false);
  const [comingSoon, setComingSoon] = useState<ComingSoon>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const mode = isEditing ? 'scheduled' : values.mode;
  const current = { ...values, mode };
  const schedule = scheduleOf(current, timeZone);
  const zoneAt = schedule?.at ?? now();

  const change = (patch: Partial<PublishFormValues>) => {
    onChange({ ...current, ...patch });
    // A corrected field loses its message as soon as it is changed.
    if (patch.platforms) setErrors((shown) => ({ ...shown, platforms: undefined }));
    if (patch.pageIds) setErrors((shown) => ({ ...shown, pages: undefined }));
    if ('media' in patch) setErrors((shown) => ({ ...shown, media: undefined }));
    if ('date' in patch || 'time' in patch || 'mode' in patch)
      setErrors((shown) => ({ ...shown, schedule: undefined }));
  };

  const pickMedia = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const checked = checkMedia(category, file, await readVideoMetadata(file));
    setMediaNote({ error: checked.error, warning: checked.warning });
    if (checked.file) change({ media: checked.file });
  };

  const submit = () => {
    const found = checkPublishForm(category, current, pages.items, now());
    setErrors(found);
    if (hasErrors(found)) {
      // The first field with a problem takes focus (docs/design.md: forms).
      const first = (['platforms', 'pages', 'media', 'schedule'] as const).find((field) => found[field]);
      formRef.current
        ?.querySelector<HTMLElement>(`[data-field="${first}"] button, [data-field="${first}"] [role="spinbutton"]`)
        ?.focus();
      return;
    }
    setConfirming(true);
  };

  const confirmation = schedule
    ? isEditing
      ? `Are you sure you want to update this ${category}? It will go out on ${describeMoment(schedule.at)}.`
      : `Are you sure you want to schedule this ${category} for ${describeMoment(schedule.at)}?`
    : texts.confirmNow;
  const action = isEditing ? texts.update : mode === 'scheduled' ? texts.schedule : texts.publishNow;
  const note = schedule ? resolutionNote(schedule) : null;
  const linksUnknown = pages.status === 'ready' && pages.items.some((page) => page.isLinked === null);

  const heading = (
    <h1 className={styles.title}>
      {isEditing ? `Edit ${category[0]?.toUpperCase()}${category.slice(1)}` : texts.title}
    </h1>
  );
  if (isLoading) {
    return (
      <Stack space="6">
        {heading}
        <LoadRegion status="loading" loadingLabel="Loading the form" error={{ title: '' }} />
      </Stack>
    );
  }

  return (
    <Stack space="6">
      {heading}
      {banner && (
        <Banner
          tone={banner.tone}
          onDismiss={onDismissBanner}
          action={banner.link && <Link href={banner.link.href}>{banner.link.label}</Link>}
        >
          {banner.text}
        </Banner>
      )}
      {outcome && <PublishOutcome {...outcome} />}
      <Columns space="6" collapseBelow="large" align="start">
        <Column>
          <form
            ref={formRef}
            className={styles.card}
            noValidate
            aria-label={texts.title}
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack space="6">
              <PlatformPicker
                selected={current.platforms}
                onChange={(next) => change({ platforms: next })}
                onComingSoon={(what) => setComingSoon({ title: what, text: 'Coming soon!' })}
                showMore={category === 'reel'}
                errorMessage={errors.platforms}
              />

              <div data-field="pages">
                <MultiSelect
                  label="Pages"
                  placeholder="-- Select pages --"
                  emptyText="No pages available"
                  loadingText="Loading pages..."
                  isLoading={pages.status === 'loading'}
                  items={pages.items.map((page) => ({
                    id: page.id,
                    name: page.name,
                    description: page.isLinked === false ? 'Not linked to a Facebook account' : undefined,
                  }))}
                  selectedKeys={current.pageIds}
                  onSelectionChange={(keys) => change({ pageIds: keys.map(String) })}
                  errorMessage={
                    errors.pages ?? (pages.status === 'error' ? pagesFailedText(pages.errorDetail) : undefined)
                  }
                  isRequired
                />
                {linksUnknown && <p className={styles.warning}>{linksUnknownNote}</p>}
                {(pages.status === 'error' || linksUnknown) && onRetryPages && (
                  <Button variant="quiet" size="small" onPress={onRetryPages} className={styles.inlineAction}>
                    Try Again
                  </Button>
                )}
                {pages.warning && <p className={styles.warning}>{pages.warning}</p>}
              </div>

              <div className={styles.field}>
                <TextField
                  label={texts.textLabel}
                  placeholder={texts.textPlaceholder}
                  multiline
                  rows={category === 'post' ? 6 : 4}
                  value={current.text}
                  onChange={(text) => change({ text })}
                />
                <Inline space="2">
                  <Button
                    variant={category === 'reel' ? 'secondary' : 'quiet'}
                    size="small"
                    onPress={() => setComingSoon({ title: texts.aiLabel, text: 'Coming soon!' })}
                  >
                    <Sparkles size={16} aria-hidden="true" />
                    {texts.aiLabel}
                  </Button>
                  {category === 'reel' && (
                    <Button
                      variant="secondary"
                      size="small"
                      onPress={() => setComingSoon({ title: 'Emoji', text: 'Coming soon!' })}
                    >
                      <SmilePlus size={16} aria-hidden="true" />
                      Emoji
                    </Button>
                  )}
                </Inline>
              </div>

              <div data-field="media" className={styles.field}>
                <FilePicker
                  label="Media"
                  accept={texts.accept}
                  files={current.media ? [current.media] : []}
                  onSelect={(files) => void pickMedia(files)}
                  onRemove={() => {
                    setMediaNote({});
                    change({ media: null });
                  }}
                  description={texts.mediaHint}
                  errorMessage={errors.media ?? mediaNote.error}
                />
                {mediaNote.warning && <p className={styles.warning}>{mediaNote.warning}</p>}
                {keptMedia && !current.media && (
                  <p className={styles.note}>
                    {`Keeps its current ${keptMedia === 'video' ? 'video' : 'image'} unless you choose another file.`}
                  </p>
                )}
                {category === 'story' && <p className={styles.note}>{storyVideoNote}</p>}
                {category === 'reel' && current.media && (
                  <ReelPreview
                    file={current.media}
                    onRemove={() => {
                      setMediaNote({});
                      change({ media: null });
                    }}
                  />
                )}
              </div>

              <div data-field="schedule" className={styles.field}>
                <Select
                  label="When"
                  items={[
                    { id: 'now', name: 'Post Immediately' },
                    { id: 'scheduled', name: texts.scheduleOption },
                  ]}
                  selectedKey={mode}
                  onSelectionChange={(key) => change({ mode: key === 'scheduled' ? 'scheduled' : 'now' })}
                  isDisabled={isEditing}
                  // Reaching for the choice is the hint: the date and time fields' code starts loading.
                  onFocus={() => void lazyScheduleFields.preload().catch(() => undefined)}
                  description={isEditing ? 'A queued item is always scheduled.' : undefined}
                />
                {mode === 'scheduled' && (
                  <>
                    <Suspense fallback={<ScheduleFieldsLoading />}>
                      <lazyScheduleFields.Component
                        date={current.date}
                        time={current.time}
                        onDateChange={(date) => change({ date })}
                        onTimeChange={(time) => change({ time })}
                        minDate={today?.() ?? toCalendarDate(now())}
                        today={today}
                        dateError={errors.schedule && !current.date ? errors.schedule : undefined}
                        timeError={errors.schedule && current.date ? errors.schedule : undefined}
                      />
                    </Suspense>
                    <p className={styles.zone}>Times are in {zoneLabel(timeZone, zoneAt)}.</p>
                    {note && <p className={styles.warning}>{note}</p>}
                  </>
                )}
              </div>

              {category === 'post' && (
                <Checkbox
                  isSelected={current.autoDelete}
                  onChange={(autoDelete) => change({ autoDelete })}
                  description="Facebook only: the post is removed from its pages 30 days after it goes out."
                >
                  Auto-delete after 30 days
                </Checkbox>
              )}

              <div className={styles.actions}>
                <Button
                  type="submit"
                  isPending={isSending}
                  pendingLabel={isEditing ? 'Updating...' : mode === 'scheduled' ? 'Scheduling...' : 'Publishing...'}
                >
                  {action}
                </Button>
                {!isEditing && (
                  <Button
                    variant="secondary"
                    onPress={() => setComingSoon({ title: 'Save as Draft', text: 'Coming soon!' })}
                  >
                    Save as Draft
                  </Button>
                )}
                {draft && (
                  <>
                    <span role="status" className={styles.draftStatus}>
                      {draft.isSaved ? 'Kept on this device' : ''}
                    </span>
                    <Button variant="quiet" onPress={() => setDiscarding(true)} className={styles.discard}>
                      <Trash2 size={16} aria-hidden="true" />
                      Discard
                    </Button>
                  </>
                )}
              </div>
            </Stack>
          </form>
        </Column>
        <Column width="2/5">
          <PublishPreview
            category={category}
            platforms={current.platforms}
            author={author}
            text={current.text}
            media={current.media}
            mediaUrl={keptMedia ? existingMediaUrl : null}
          />
        </Column>
      </Columns>

      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={isEditing ? texts.update : mode === 'scheduled' ? texts.schedule : texts.title}
        message={confirmation}
        confirmLabel={action}
        onConfirm={() => {
          setConfirming(false);
          onSubmit(current);
        }}
      />
      <ConfirmDialog
        isOpen={isDiscarding}
        onOpenChange={setDiscarding}
        title="Discard this draft?"
        message="The text, the pages, the schedule and the chosen file will be cleared."
        confirmLabel="Discard"
        tone="danger"
        onConfirm={() => {
          setDiscarding(false);
          setErrors({});
          setMediaNote({});
          draft?.onDiscard();
        }}
      />
      <Dialog
        isOpen={comingSoon !== null}
        onOpenChange={(isOpen) => !isOpen && setComingSoon(null)}
        size="small"
        title={comingSoon?.title ?? ''}
        actions={(close) => (
          <Button autoFocus onPress={close}>
            OK
          </Button>
        )}
      >
        <p className={styles.comingSoon}>{comingSoon?.text}</p>
      </Dialog>
    </Stack>
  );
}

function ReelPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <div className={styles.reelPreview}>
      {url && <video src={url} className={styles.reelVideo} muted controls aria-label={`Chosen video: ${file.name}`} />}
      <Button variant="secondary" size="small" onPress={onRemove} className={styles.reelRemove}>
        <X size={16} aria-hidden="true" />
        Remove video
      </Button>
    </div>
  );
}

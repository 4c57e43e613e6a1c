import { useId } from 'react';
import { Avatar } from '../../../primitives/Avatar';
import { FilePicker } from '../../../primitives/FilePicker';
import { Stack } from '../../../primitives/Stack';
import { useObjectUrl } from '../../../utils/use-object-url';
import { personalMessages, pictureTypes } from './rules';
import * as styles from './PersonalScreen.css';

export interface ProfilePictureProps {
  /** Whose picture: its alt text, and the initials when there is none. */
  name: string;
  /** The saved picture. */
  current: string | null;
  /** A picture chosen and checked, not saved yet: previewed in place of the saved one. */
  chosen: File | null;
  onChoose: (files: File[]) => void;
  onRemoveChosen: () => void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

/** The profile picture (accounts §2): the saved one or a preview of the chosen one, and the picker with its limits. */
export function ProfilePicture({
  name,
  current,
  chosen,
  onChoose,
  onRemoveChosen,
  errorMessage,
  isDisabled,
}: ProfilePictureProps) {
  const previewUrl = useObjectUrl(chosen);
  const labelId = useId();
  return (
    <div className={styles.picture} role="group" aria-labelledby={labelId}>
      <Avatar name={name} src={previewUrl ?? current} size="large" className={styles.preview} />
      <Stack space="2">
        <p id={labelId} className={styles.pictureLabel}>
          Profile Picture
        </p>
        <FilePicker
          label={current || chosen ? 'Change Picture' : 'Upload Picture'}
          accept={pictureTypes}
          files={chosen ? [chosen] : []}
          onSelect={onChoose}
          onRemove={onRemoveChosen}
          description={personalMessages.pictureHint}
          errorMessage={errorMessage}
          isDisabled={isDisabled}
        />
        {chosen && <p className={styles.note}>Preview: the new picture is saved with Save Changes.</p>}
      </Stack>
    </div>
  );
}

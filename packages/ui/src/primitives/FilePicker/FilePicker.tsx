import { File as FileIcon, Paperclip, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button as RACButton, FileTrigger } from 'react-aria-components';
import { Button } from '../Button';
import { FieldErrorText } from '../Field';
import * as fieldStyles from '../Field/Field.css';
import { formatFileSize } from './format-file-size';
import * as styles from './FilePicker.css';

export interface FilePickerProps {
  /** The button's text. */
  label?: string;
  /** MIME types or extensions the system dialog offers, e.g. ['image/jpeg', 'video/mp4']. */
  accept?: readonly string[];
  allowsMultiple?: boolean;
  /** The files just picked. Checking their type and size is the caller's job (it knows the messages). */
  onSelect?: (files: File[]) => void;
  /** The chosen files to list. Without it the picker keeps its own list: the last pick, or all picks when multiple. */
  files?: readonly File[];
  defaultFiles?: readonly File[];
  onRemove?: (file: File, index: number) => void;
  description?: ReactNode;
  errorMessage?: string;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A button that opens the system file dialog (RAC's FileTrigger), then lists the chosen files with a
 * remove button each. It does not judge files; the caller validates and passes an `errorMessage`.
 */
export function FilePicker({
  label = 'Media',
  accept,
  allowsMultiple,
  onSelect,
  files,
  defaultFiles = [],
  onRemove,
  description,
  errorMessage,
  isDisabled,
  className,
}: FilePickerProps) {
  const [ownFiles, setOwnFiles] = useState<readonly File[]>(defaultFiles);
  const shown = files ?? ownFiles;
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description && descriptionId, errorMessage && errorId].filter(Boolean).join(' ');

  const select = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    if (picked.length === 0) return;
    onSelect?.(picked);
    if (files === undefined) setOwnFiles((current) => (allowsMultiple ? [...current, ...picked] : picked));
  };

  const remove = (file: File, index: number) => {
    onRemove?.(file, index);
    if (files === undefined) setOwnFiles((current) => current.filter((_, at) => at !== index));
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <FileTrigger acceptedFileTypes={accept} allowsMultiple={allowsMultiple} onSelect={select}>
        <Button variant="secondary" isDisabled={isDisabled} aria-describedby={describedBy || undefined}>
          <Paperclip className={fieldStyles.controlIcon} aria-hidden="true" />
          {label}
        </Button>
      </FileTrigger>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {shown.length > 0 && (
        <ul className={styles.list} aria-label="Chosen files">
          {shown.map((file, index) => (
            <li key={`${index}-${file.name}`} className={styles.file}>
              <FileIcon className={styles.fileIcon} aria-hidden="true" />
              <span className={styles.fileName} title={file.name}>
                {file.name}
              </span>
              <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
              <RACButton
                aria-label={`Remove ${file.name}`}
                isDisabled={isDisabled}
                onPress={() => remove(file, index)}
                className={fieldStyles.controlButton}
              >
                <X className={fieldStyles.controlIcon} aria-hidden="true" />
              </RACButton>
            </li>
          ))}
        </ul>
      )}
      {errorMessage && <FieldErrorText id={errorId}>{errorMessage}</FieldErrorText>}
    </div>
  );
}

import { useRef, useState } from 'react';
import { Button, Icon } from '@blueprintjs/core';
import { t } from '@funddesk/core';
import type { ChosenFile } from './useBatchImport';

/** Props of {@link FileDropZone}. */
export interface FileDropZoneProps {
  /** A file was chosen or dropped. */
  onFile: (file: ChosenFile) => void;
  /** Whether a file is imported (the button then reads 重新导入). */
  hasFile: boolean;
  disabled?: boolean;
}

/**
 * The file chooser with drag-and-drop: one .xlsx at a time (the input accepts only .xlsx; a dropped file
 * of another kind is refused by the import hook with its message).
 * @see spec 02 §7 importExcel (multipart), issue 4 §2 (upload)
 */
export function FileDropZone({ onFile, hasFile, disabled = false }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (files: FileList | null) => {
    const file = files?.[0];
    if (file && !disabled) onFile(file);
  };
  return (
    <div
      className={`fd-batch-drop${over ? ' is-over' : ''}${disabled ? ' is-disabled' : ''}`}
      data-testid="batch-drop"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        take(event.dataTransfer.files);
      }}
    >
      <Icon icon="cloud-upload" size={20} className="fd-batch-drop__icon" />
      <span>{t('webBatch.drop.hint')}</span>
      <Button
        size="small"
        intent="primary"
        variant={hasFile ? 'outlined' : 'solid'}
        icon="folder-open"
        text={t(hasFile ? 'webBatch.drop.reimport' : 'webBatch.drop.choose')}
        disabled={disabled}
        onClick={() => input.current?.click()}
      />
      <span className="fd-note">{t('webBatch.rules')}</span>
      <input
        ref={input}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        data-testid="batch-file-input"
        onChange={(event) => {
          take(event.currentTarget.files);
          // The same file may be chosen again after a fix.
          event.currentTarget.value = '';
        }}
      />
    </div>
  );
}

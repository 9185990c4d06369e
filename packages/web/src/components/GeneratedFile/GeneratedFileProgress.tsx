import { ProgressBar } from '@blueprintjs/core';
import { t } from '@funddesk/core';
import type { GeneratedFile } from './useGeneratedFile';

/**
 * The progress of a generated-file flow: polls made out of 40 while generating, then the download.
 * @see spec 01 §4.8
 */
export function GeneratedFileProgress({ file }: { file: GeneratedFile }) {
  if (!file.busy) return null;
  const text =
    file.phase === 'downloading'
      ? t('screens.file.downloading')
      : t('screens.file.generating', { polls: file.polls, max: file.maxPolls });
  return (
    <span className="fd-file-progress" role="status" aria-live="polite">
      <ProgressBar
        intent="primary"
        value={file.phase === 'downloading' ? 1 : Math.max(0.05, file.polls / file.maxPolls)}
        stripes
        className="fd-file-progress__bar"
        aria-label={text}
      />
      <span>{text}</span>
    </span>
  );
}

import type { PollOptions } from '../util/poll.js';

/** Poll interval of a generated file's status, ms (spec 01 §4.8: every 3000 ms). */
export const GENERATED_FILE_POLL_MS = 3_000;
/** Polls allowed before giving up (spec 01 §4.8: give up after more than 40 polls). */
export const GENERATED_FILE_MAX_POLLS = 40;

/** A generated file's status as the document-result call answers it. */
export type GeneratedFileStatus = 'processing' | 'done' | 'failed';

/** What the generated-file flow does next. */
export type GeneratedFileAction =
  /** Wait `delayMs`, then make poll number `poll` (1-based). */
  | { kind: 'poll'; poll: number; delayMs: number }
  /** The file is ready: download it. */
  | { kind: 'download' }
  /** Stop with the catalogue's message: 生成文件失败 (failed) or 生成文件超时 (timeout). */
  | { kind: 'fail'; reason: 'failed' | 'timeout' };

/**
 * The generated-file polling rule as a step function: given how many polls were made and the status the
 * last one answered (`null` before the first), it answers the next action. The first poll waits one
 * interval too (the file was only just requested). After poll 40 still answers `processing`, the 41st
 * would be "more than 40": the flow gives up with 生成文件超时.
 *
 * @param pollsMade - polls already made (0 before the first)
 * @param lastStatus - the status the last poll answered, `null` when none was made
 * @returns the next action
 * @see spec 01 §4.8 (request, poll every 3000 ms, give up after more than 40 polls, fetch, save), §8
 */
export function nextGeneratedFileStep(
  pollsMade: number,
  lastStatus: GeneratedFileStatus | null,
): GeneratedFileAction {
  if (lastStatus === 'done') return { kind: 'download' };
  if (lastStatus === 'failed') return { kind: 'fail', reason: 'failed' };
  if (pollsMade >= GENERATED_FILE_MAX_POLLS) return { kind: 'fail', reason: 'timeout' };
  return { kind: 'poll', poll: pollsMade + 1, delayMs: GENERATED_FILE_POLL_MS };
}

/**
 * The generated-file polling rule as options of core's `poll` (spec 01 §4.8): every 3000 ms, the first
 * poll waits one interval too (the file was only just requested), at most 40 polls (then 生成文件超时), and
 * a failed poll counts as one that found nothing yet. The same rule as {@link nextGeneratedFileStep}, for
 * flows that run core's loop (the web's generated-file and statement downloads).
 * @see spec 01 §4.8, §8
 */
export const GENERATED_FILE_POLLING = {
  intervalMs: GENERATED_FILE_POLL_MS,
  waitFirst: true,
  maxPolls: GENERATED_FILE_MAX_POLLS,
  onError: () => 'continue',
} as const satisfies Pick<
  PollOptions<GeneratedFileStatus>,
  'intervalMs' | 'waitFirst' | 'maxPolls' | 'onError'
>;

/**
 * Test doubles of the CLI commands' unit tests (not built into the CLI: packages/cli/tsconfig.json excludes
 * `*.testing.ts`): a gateway connection answering by call name, and an output stream that keeps what is written.
 */
import { vi } from 'vitest';
import type { CallDef } from '@funddesk/core';
import type { CommandDeps } from '../context.js';

/**
 * Deps whose gateway answers each call with `answers[call name]` and records the call names in order; the
 * session is organisation `groupId` (null: a session without an organisation).
 */
export function fakeDeps(
  answers: Record<string, unknown>,
  groupId: string | null = '10000001',
): { deps: CommandDeps; calls: string[] } {
  const calls: string[] = [];
  const connection = {
    requireSession: vi.fn(() => ({ groupId })),
    call: vi.fn((def: CallDef) => {
      calls.push(def.name);
      return Promise.resolve(answers[def.name]);
    }),
  };
  return { deps: { connect: vi.fn(() => Promise.resolve(connection)) } as unknown as CommandDeps, calls };
}

/** An output stream that keeps the chunks written to it (a command's stdout or stderr). */
export function sink(): { chunks: string[]; write: (text: string) => number } {
  const chunks: string[] = [];
  return { chunks, write: (text: string) => chunks.push(text) };
}

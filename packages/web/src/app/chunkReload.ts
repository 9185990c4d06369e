import { isChunkLoadError, shouldReloadAfterChunkError } from '@funddesk/core';

/** Where the time of the last chunk-error reload is kept (survives the reload, not the tab). */
export const CHUNK_RELOAD_KEY = 'fd.chunkReloadAt';
/** Where the path that failed to load is kept until the reloaded app opens it. */
export const CHUNK_PENDING_PATH_KEY = 'fd.chunkPendingPath';

/** What {@link handleChunkError} needs of the browser. */
export interface ChunkReloadEnv {
  storage: Storage;
  now: () => number;
  reload: () => void;
}

/**
 * Reacts to an error that may be a failed script-chunk load (core `isChunkLoadError`): stores the pending
 * path and reloads the page, at most once per 60 s (core `shouldReloadAfterChunkError`).
 * @param pendingPath - the route that was being opened (`/asset/index?x=1`)
 * @returns whether the page reloads
 * @see spec 01 §2.3 (chunk-load failure), §9
 */
export function handleChunkError(error: unknown, pendingPath: string, env: ChunkReloadEnv): boolean {
  if (!isChunkLoadError(error)) return false;
  env.storage.setItem(CHUNK_PENDING_PATH_KEY, pendingPath);
  const last = Number(env.storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
  if (!shouldReloadAfterChunkError(Number.isFinite(last) ? last : null, env.now())) return false;
  env.storage.setItem(CHUNK_RELOAD_KEY, String(env.now()));
  env.reload();
  return true;
}

/**
 * The path stored by a chunk-error reload, taken once (the app opens it after the reload).
 */
export function takePendingPath(storage: Storage): string | null {
  const path = storage.getItem(CHUNK_PENDING_PATH_KEY);
  storage.removeItem(CHUNK_PENDING_PATH_KEY);
  return path && path.startsWith('/') ? path : null;
}

/** The browser's environment for {@link handleChunkError}. */
export function browserChunkEnv(): ChunkReloadEnv {
  return { storage: window.sessionStorage, now: () => Date.now(), reload: () => window.location.reload() };
}

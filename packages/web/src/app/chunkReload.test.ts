import { describe, expect, it } from 'vitest';
import { CHUNK_PENDING_PATH_KEY, handleChunkError, takePendingPath } from './chunkReload';
import { memoryStorage } from './session';

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-1.js');

describe('chunk-load failures (spec 01 §2.3: the pending path is stored, reload at most once per 60 s)', () => {
  it('spec 01 §2.3: the first failure stores the path and reloads; another within 60 s does not; after 60 s it does', () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    let reloads = 0;
    const env = { storage, now: () => now, reload: () => void (reloads += 1) };
    expect(handleChunkError(chunkError, '/asset/index', env)).toBe(true);
    expect(storage.getItem(CHUNK_PENDING_PATH_KEY)).toBe('/asset/index');
    now += 59_999;
    expect(handleChunkError(chunkError, '/trade/stayTrade', env)).toBe(false);
    expect(storage.getItem(CHUNK_PENDING_PATH_KEY)).toBe('/trade/stayTrade');
    now += 1;
    expect(handleChunkError(chunkError, '/trade/stayTrade', env)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('spec 01 §2.3: other errors neither store nor reload', () => {
    const storage = memoryStorage();
    const env = { storage, now: () => 0, reload: () => undefined };
    expect(handleChunkError(new Error('boom'), '/asset/index', env)).toBe(false);
    expect(storage.getItem(CHUNK_PENDING_PATH_KEY)).toBeNull();
  });

  it('spec 01 §2.3: the reloaded app takes the pending path once', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_PENDING_PATH_KEY, '/asset/index?x=1');
    expect(takePendingPath(storage)).toBe('/asset/index?x=1');
    expect(takePendingPath(storage)).toBeNull();
    storage.setItem(CHUNK_PENDING_PATH_KEY, 'https://evil.example/');
    expect(takePendingPath(storage)).toBeNull();
  });
});

/**
 * What the double-recording tests share (issue 13 §5): stand-in media by their magic bytes, the code a call
 * fails with, and a record opened for a new deal as the private deal flow opens one.
 */
import { GatewayError } from '@funddesk/core';
import { openDoubleRecord } from '@funddesk/server';
import type { TestServer } from './server.js';

/** A JPEG of `size` bytes: the magic and padding (the server reads the bytes, not the name). */
export const jpeg = (size: number): Uint8Array => {
  const bytes = new Uint8Array(size).fill(0x11);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};

/** The smallest PNG header (the magic and an IHDR length): an image by its bytes. */
export const png = (): Uint8Array =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

/** A WebM recording stand-in of `size` bytes (EBML magic). */
export const webm = (size: number): Uint8Array => {
  const bytes = new Uint8Array(size).fill(0x22);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return bytes;
};

/** The catalogue code a call fails with, `success` when it does not (anything but a GatewayError is rethrown). */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GatewayError) return error.code;
    throw error;
  }
  return 'success';
}

let dealCounter = 0;

/**
 * Opens the double record of a new deal `<prefix><n>` of `personId` in `groupId` (a private investor, type 1,
 * buying a 1,000,000-yuan zxfxdj_4 product: a recording is required) and returns the deal id.
 */
export async function openTestDeal(
  server: TestServer,
  options: { prefix: string; personId?: string; groupId?: string },
): Promise<{ dealId: string; required: boolean }> {
  dealCounter += 1;
  const dealId = `${options.prefix}${dealCounter}`;
  const opened = await openDoubleRecord(server.db, server.clock, {
    dealId,
    dealType: 'reserve',
    groupId: options.groupId ?? '10000001',
    personId: options.personId ?? 'P0001',
    productId: 'PF0001',
    productName: '测试私募1号',
    amountYuan: '1000000',
    investorType: '1',
    productRiskLevel: 'zxfxdj_4',
  });
  return { dealId, required: opened.required };
}

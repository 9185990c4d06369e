/**
 * The refusal a gateway call ends with (spec 01 §8: errors are values with catalogue codes): the tests assert
 * codes and exact messages, never text alone.
 */
import { GatewayError } from '@funddesk/core';
import { expect } from 'vitest';

/** The catalogue code `promise` is refused with; fails the test when it succeeds or throws anything else. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  const failure = await promise.catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(GatewayError);
  return (failure as GatewayError).code;
}

/**
 * The code and the message `promise` is refused with (the message as the catalogue renders it); anything but a
 * GatewayError is rethrown.
 * @throws Error "the call succeeded" when the call succeeds
 */
export async function refusalWithMessage(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GatewayError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the call succeeded');
}

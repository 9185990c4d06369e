import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import type { ServerServices } from '../serverServices.js';
import type { Clock } from '../types.js';
import { registerEngine, TradeEngine, type BatchPace } from './engine.js';

export { confirmDue, sharesOf, type ConfirmRun } from './confirm.js';
export { engineFor, TradeEngine, CONFIRM_INTERVAL_MS, type BatchPace } from './engine.js';
export { holdingCapOf } from './limits.js';
export { riskAssessmentOf } from './risk.js';

/**
 * Wires the trade engine into an app: on ready it resumes every `processing` batch and starts the
 * confirmation timer (30 s, unref'd); on close it stops and waits for the line in flight. The batch pace
 * comes from `deps.pace` ({@link BatchPace}: milliseconds between lines or an awaited function; default 0),
 * never from the environment (main.ts reads FUNDDESK_BATCH_PACE_MS at the edge).
 *
 * @see spec 02 §4 (asynchronous batch), DESIGN §10 (progress survives a restart); issue 3
 */
export function initTrade(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; services: ServerServices; pace?: BatchPace | undefined },
): TradeEngine {
  const engine = new TradeEngine(deps.db, deps.services.market, deps.clock, deps.pace ?? 0);
  registerEngine(deps.db, engine);
  app.addHook('onReady', async () => {
    await engine.start();
  });
  app.addHook('onClose', async () => {
    await engine.stop();
  });
  return engine;
}

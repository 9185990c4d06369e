/**
 * `funddesk trade buy|sell|convert` against the real local gateway (issue 12 §8): the three trades with
 * --json, --dry-run, --trade-password-stdin and --account, and their exit codes. Commands run through `main`
 * with captured streams and no TTY, as a script would.
 */
import { Dec, ErrorCode } from '@funddesk/core';
import { ExitCode } from '@funddesk/cli';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineFor } from '../../packages/server/src/trade/index.js';
import { TEST_NOW } from '../helpers/constants.js';
import { cliServer } from '../helpers/cli.js';

const TRADE_PASSWORD = '135790\n';

const cli = cliServer('funddesk-trade-');
const { funddesk } = cli;

beforeAll(() => {
  cli.server.clock.set(TEST_NOW);
});

describe('funddesk trade (issue 12 §8)', () => {
  it('buys, sells and converts with --json; --dry-run places nothing; bad usage exits 2, refusals 1, a wrong password 3', async () => {
    expect((await funddesk(['login', '--user', 'op01', '--password-stdin'], 'Demo@2026\n')).code).toBe(
      ExitCode.Ok,
    );
    const orders = async () => (await cli.server.db.query('SELECT serial_no FROM orders')).length;

    const dry = await funddesk(['trade', 'buy', '000001', '--amount', '10000', '--dry-run', '--json']);
    expect(dry.code).toBe(ExitCode.Ok);
    const estimate = JSON.parse(dry.stdout) as {
      dryRun: boolean;
      estimate: { fee: string; tradeDay: string };
    };
    expect(estimate).toMatchObject({
      dryRun: true,
      kind: 'buy',
      estimate: { amount: '10000.00', tradeDay: '2026-02-13' },
    });
    const before = await orders();

    // Without --trade-password-stdin a script cannot place (exit 2), nothing is called.
    const noPassword = await funddesk(['trade', 'buy', '000001', '--amount', '10000']);
    expect(noPassword.code).toBe(ExitCode.Usage);
    expect(await orders()).toBe(before);
    expect((await funddesk(['trade', 'buy', '12345', '--amount', '1', '--dry-run'])).code).toBe(
      ExitCode.Usage,
    );

    const wrong = await funddesk(
      [
        'trade',
        'buy',
        '000001',
        '--amount',
        '10000',
        '--risk-confirmed',
        '--summary-confirmed',
        '--trade-password-stdin',
      ],
      '000000\n',
    );
    expect(wrong.code).toBe(ExitCode.Auth);
    expect(wrong.stderr).toContain(ErrorCode.TradePasswordWrong);

    const buy = await funddesk(
      [
        'trade',
        'buy',
        '000001',
        '--amount',
        '10000',
        '--risk-confirmed',
        '--summary-confirmed',
        '--trade-password-stdin',
        '--account',
        '10000001',
        '--key',
        'cli-trade-buy-1',
        '--json',
      ],
      TRADE_PASSWORD,
    );
    expect(buy.code).toBe(ExitCode.Ok);
    const bought = JSON.parse(buy.stdout) as {
      dryRun: false;
      order: { serialNo: string; fee: string; confirmDay: string };
    };
    expect(bought).toMatchObject({
      dryRun: false,
      kind: 'buy',
      order: { status: 'accepted', fee: estimate.estimate.fee },
    });
    // A retried submit with the same key: the same order.
    const retry = await funddesk(
      [
        'trade',
        'buy',
        '000001',
        '--amount',
        '10000',
        '--risk-confirmed',
        '--summary-confirmed',
        '--trade-password-stdin',
        '--key',
        'cli-trade-buy-1',
        '--json',
      ],
      TRADE_PASSWORD,
    );
    expect(JSON.parse(retry.stdout)).toEqual(bought);
    expect(await orders()).toBe(before + 1);

    // Selling before confirmation is refused (exit 1, FD4605); the T+1 confirmation makes the shares.
    const early = await funddesk(['trade', 'sell', '000001', '--shares', '100', '--dry-run']);
    expect(early.code).toBe(ExitCode.Failed);
    expect(early.stderr).toContain(ErrorCode.SharesNotConfirmed);
    cli.server.clock.set(Date.parse(`${bought.order.confirmDay}T09:30:00+08:00`));
    await engineFor(cli.server.db)!.confirm();
    expect((await funddesk(['login', '--user', 'op01', '--password-stdin'], 'Demo@2026\n')).code).toBe(
      ExitCode.Ok,
    );
    const [held] = await cli.server.db.query<{ shares: string }>(
      "SELECT shares::text FROM positions WHERE group_id = '10000001' AND fund_id = '000001'",
    );
    const half = new Dec(held!.shares).div(2).toDecimalPlaces(2, Dec.ROUND_DOWN).toFixed(2);

    const sell = await funddesk(
      [
        'trade',
        'sell',
        '000001',
        '--shares',
        half,
        '--under-seven-days-confirmed',
        '--trade-password-stdin',
        '--json',
      ],
      TRADE_PASSWORD,
    );
    expect(sell.code).toBe(ExitCode.Ok);
    expect(JSON.parse(sell.stdout)).toMatchObject({
      dryRun: false,
      kind: 'sell',
      order: { tradeType: 'redemption', shares: half },
    });

    const convertDry = await funddesk([
      'trade',
      'convert',
      '000001',
      '000048',
      '--all',
      '--dry-run',
      '--json',
    ]);
    expect(convertDry.code).toBe(ExitCode.Ok);
    const rest = new Dec(held!.shares).minus(half).toFixed(2);
    expect(JSON.parse(convertDry.stdout)).toMatchObject({
      dryRun: true,
      kind: 'convert',
      estimate: { shares: rest },
    });
    const otherCompany = await funddesk(['trade', 'convert', '000001', '000005', '--all', '--dry-run']);
    expect(otherCompany.code).toBe(ExitCode.Failed);
    expect(otherCompany.stderr).toContain(ErrorCode.ConvertOtherCompany);

    const convert = await funddesk(
      ['trade', 'convert', '000001', '000048', '--all', '--trade-password-stdin', '--json'],
      TRADE_PASSWORD,
    );
    expect(convert.code).toBe(ExitCode.Ok);
    expect(JSON.parse(convert.stdout)).toMatchObject({
      dryRun: false,
      kind: 'convert',
      order: { tradeType: 'conversion', fundId: '000001', targetFundId: '000048', shares: rest },
    });
    // An account the person may not act for: exit 3 (FD1004), nothing placed.
    const count = await orders();
    const foreign = await funddesk([
      'trade',
      'buy',
      '000048',
      '--amount',
      '100',
      '--account',
      '99999999',
      '--dry-run',
    ]);
    expect(foreign.code).toBe(ExitCode.Auth);
    expect(await orders()).toBe(count);
  });
});

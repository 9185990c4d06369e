/**
 * `funddesk private reserve` and `funddesk private deals` against the real local gateway (issue 13 §6): a
 * non-qualified organisation is refused (exit 1) with the same check as the web; once qualified, an
 * organisation without a CRS declaration is refused naming 税收居民身份 (FD4804); once declared a dry run places
 * nothing, an amount off the product's step is refused (FD4808, exit 1), a reservation with the trade
 * password creates the deal, and `deals --json` lists it. Commands run through `main` without a TTY.
 */
import { Dec, ErrorCode, type PrivateDeal } from '@funddesk/core';
import { ExitCode } from '@funddesk/cli';
import { describe, expect, it } from 'vitest';
import { cliServer } from '../helpers/cli.js';
import { declareCrs, loggedIn, qualifyOperator, reservableProduct } from '../helpers/privateSetup.js';

const cli = cliServer('funddesk-private-');
const { funddesk } = cli;

describe('funddesk private reserve|deals (issue 13 §6; spec 02 §4-§5, §7)', () => {
  it('refuses a non-qualified organisation, then reserves once qualified with the same checks', async () => {
    expect((await funddesk(['login', '--user', 'op01', '--password-stdin'], 'Demo@2026\n')).code).toBe(
      ExitCode.Ok,
    );
    const refused = await funddesk(['private', 'reserve', 'SM0001', '--amount', '1000000', '--dry-run']);
    expect(refused.code).toBe(ExitCode.Failed);
    expect(refused.stderr).toContain(ErrorCode.PrivateNotQualified);

    const op01 = await loggedIn(cli.server, 'op01');
    const admin01 = await loggedIn(cli.server, 'admin01');
    const list = await qualifyOperator(op01, admin01);
    const product = reservableProduct(list.products)!;

    // The check reads the CRS declarations (docs/decisions.md "Private trade reads the account records").
    const undeclared = await funddesk([
      'private',
      'reserve',
      product.productId,
      '--amount',
      product.minAmount,
      '--dry-run',
    ]);
    expect(undeclared.code).toBe(ExitCode.Failed);
    expect(undeclared.stderr).toContain(ErrorCode.PrivateInfoMissing);
    expect(undeclared.stderr).toContain('税收居民身份');
    await declareCrs(op01);

    const offStep = new Dec(product.minAmount).plus(new Dec(product.stepAmount).dividedBy(2)).toFixed(2);
    const bad = await funddesk(['private', 'reserve', product.productId, '--amount', offStep, '--dry-run']);
    expect(bad.code).toBe(ExitCode.Failed);
    expect(bad.stderr).toContain(ErrorCode.PrivateAmountNotInStep);

    const dry = await funddesk([
      'private',
      'reserve',
      product.productId,
      '--amount',
      product.minAmount,
      '--dry-run',
    ]);
    expect(dry.code).toBe(ExitCode.Ok);
    expect(dry.stdout).toContain('预约校验通过');
    expect(await cli.server.db.query('SELECT deal_id FROM private_deals')).toHaveLength(0);

    expect(
      (await funddesk(['private', 'reserve', product.productId, '--amount', product.minAmount])).code,
    ).toBe(ExitCode.Usage);
    const placed = await funddesk(
      [
        'private',
        'reserve',
        product.productId,
        '--amount',
        product.minAmount,
        '--trade-password-stdin',
        '--json',
      ],
      '135790\n',
    );
    expect(placed.code).toBe(ExitCode.Ok);
    const outcome = JSON.parse(placed.stdout) as { deal: { dealId: string; status: string } };
    expect(outcome.deal.status).toBe('reserved');

    const deals = await funddesk(['private', 'deals', '--json']);
    expect(deals.code).toBe(ExitCode.Ok);
    expect((JSON.parse(deals.stdout) as PrivateDeal[]).map((d) => d.dealId)).toEqual([outcome.deal.dealId]);
    const table = await funddesk(['private', 'deals']);
    expect(table.stdout).toContain('预约成功，待签署合同');
    expect((await funddesk(['private', 'deals', '--type', 'buy'])).code).toBe(ExitCode.Usage);
  });
});

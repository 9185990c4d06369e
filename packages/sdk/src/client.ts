import { constants, createPublicKey, publicEncrypt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  account,
  asset,
  batch,
  createGatewayClient,
  ErrorCode,
  GatewayError,
  poll,
  product,
  sleep as coreSleep,
  statement,
  trade,
  trading,
  type BatchImport,
  type BatchStatus,
  type BatchTradeType,
  type CallDef,
  type CallOptions,
  type DownloadDef,
  type DownloadedFile,
  type ErrorKind,
  type FetchLike,
  type GatewayClient,
  type Order,
  type OrderStatus,
  type RsaBlockCipher,
  type Statement,
  type StatementAccountDate,
  type StatementFormat,
  type UploadFile,
} from '@funddesk/core';
import type { z } from 'zod';
import { batchWorkbook, type BatchRowInput } from './workbook.js';

/** Options of {@link createClient}. */
export interface ClientOptions {
  /** The environment's gateway, e.g. `http://localhost:8080` (the local server of `npm start`). */
  baseUrl: string;
  /** `direct` (default): each call's own path; `transfer`: everything through the transfer endpoint (spec 01 §7.1). */
  mode?: 'direct' | 'transfer';
  /** The variant's sub-channel: `JGT` institution (default) or `SK` enterprise treasury (spec 01 §1). */
  subChannel?: 'JGT' | 'SK';
  /** The fetch to use; Node's global fetch by default. */
  fetch?: FetchLike;
  /**
   * Log in again with the same credentials and organisation when the gateway ends the session (FD0401,
   * spec 01 §8), then repeat the call once. Off by default: the call throws the session's end.
   */
  reLogin?: boolean;
  /**
   * Waits (ms) before the retries of a status poll that failed on the network or timed out (FD0499,
   * FD0408) while waiting for a batch or a statement; then the failure stands. Default 1 s, 2 s, 4 s.
   */
  retryDelaysMs?: readonly number[];
  /** The pause between polls (tests pass their own); core's `sleep` by default. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** An organisation the person may act for (closed ones, synthesizeState 99, left out; spec 01 §3). */
export interface Organisation {
  groupId: string;
  corpName: string;
}

/** Credentials and the organisation choice of {@link FundDeskClient.login}. */
export interface LoginOptions {
  loginName: string;
  /** The login password; RSA-encrypted on the wire (spec 01 §5). */
  password: string;
  /** `org` organisation login (default, as the web) or `person` person login (spec 01 §7.3). */
  as?: 'org' | 'person';
  /** The organisation to act for; with several and no choice the login throws FD1004 (see `organisations`). */
  groupId?: string;
  /** Picks the organisation from the list when `groupId` is not given. */
  chooseOrganisation?: (organisations: readonly Organisation[]) => string | Promise<string>;
}

/** What a login answers: who, the roles, the organisation acted for, and every organisation available. */
export interface LoginInfo {
  personName: string;
  roles: string[];
  organisation: Organisation;
  organisations: Organisation[];
}

/** A purchase line: fund code and amount in yuan (decimal string or number, 2 decimals at most). */
export interface PurchaseLine {
  fundCode: string;
  amount: string | number;
}

/** Options of {@link FundDeskClient.waitForBatch}. */
export interface WaitOptions {
  /** Told every status answered (progress 0–100, success and failure counts), the last one `done`. */
  onProgress?: (status: BatchStatus) => void;
  /** Ends the wait (rejects FD0499); the batch goes on on the gateway and a later wait resumes it. */
  signal?: AbortSignal;
  /** Between two status polls, ms; 1000 by default (spec 02 §4). */
  intervalMs?: number;
}

/** Filters of {@link FundDeskClient.listOrders}. */
export interface OrderFilters {
  /** Pending trades only (spec 02 §2), without date filters. */
  pending?: boolean;
  groupIds?: string[];
  fundId?: string;
  status?: OrderStatus;
  /** Trade-day range, `YYYY-MM-DD` (Beijing). */
  startDate?: string;
  endDate?: string;
}

/** The Node SDK's client: one environment, one session kept in memory. */
export interface FundDeskClient {
  /** The environment's base URL. */
  readonly baseUrl: string;
  /** The session: token and organisation, undefined before a login. */
  readonly session: { readonly token: string; readonly groupId: string | undefined } | undefined;
  /**
   * Logs in (organisation or person login) and switches to the chosen organisation.
   * @throws GatewayError FD1001 wrong credentials; FD1004 several organisations and none chosen (the list in
   *   `detail.organisations`); FD0499 the URL does not answer
   */
  login(options: LoginOptions): Promise<LoginInfo>;
  /** Acts for another organisation of the logged-in person (A/pc/org/login/switch). */
  useOrganisation(groupId: string): Promise<Organisation>;
  /** Ends the session on the gateway and forgets it (best effort). */
  logout(): Promise<void>;
  /** Any call of the contract, typed from it (see docs/openapi.json for the list). */
  call<C extends CallDef>(
    def: C,
    request: z.input<C['request']>,
    options?: CallOptions,
  ): Promise<z.output<C['response']>>;
  /** Any download of the contract. */
  download<D extends DownloadDef>(
    def: D,
    request: z.input<D['request']>,
    options?: CallOptions,
  ): Promise<DownloadedFile>;
  /** Fund search by code, name or pinyin initials (spec 02 §3 fundSearch; page from 0). */
  searchFunds(query: {
    keyword: string;
    page?: number;
    size?: number;
  }): Promise<z.output<typeof product.fundSearch.response>>;
  /** The cart (spec 02 §5, §7): add (refused at 20 funds, FD4001), remove, clear, count. */
  readonly cart: {
    add(fundIds: string[]): Promise<{ added: number; maxLimit: number }>;
    remove(fundId: string): Promise<{ added: number; maxLimit: number }>;
    clear(): Promise<{ added: number; maxLimit: number }>;
    count(): Promise<{ added: number; maxLimit: number; fundIds: string[] }>;
  };
  /** A fresh idempotency key for one purchase (the gateway's session token, scene SHOPPING_CART_PURCHASE). */
  newIdempotencyKey(): Promise<string>;
  /**
   * Places a cart purchase (spec 02 §4). With the same `idempotencyKey` a retry answers the same batch
   * and places nothing twice; without one a key is made and returned (keep it to retry).
   * @throws GatewayError FD1100 wrong trade password, A00070 locked, FD4003 unknown key
   */
  purchaseCart(options: {
    lines: PurchaseLine[];
    tradePassword: string;
    idempotencyKey?: string;
    clearCart?: boolean;
  }): Promise<{ batchSerialNo: string; idempotencyKey: string }>;
  /**
   * Places a single purchase (spec 02 §4, §7 purchase; amount in yuan). Idempotent by `idempotencyKey`
   * (8–64 of `[A-Za-z0-9_-]`): made here when not given and returned; a retry with it answers the same order.
   * `riskConfirmed` / `summaryConfirmed` say the user saw the risk-match and summary steps.
   * @throws GatewayError FD1100 wrong trade password, A00070 locked, FD4008 not buyable, the cart's amount codes
   */
  purchase(options: {
    fundId: string;
    amount: string | number;
    tradePassword: string;
    idempotencyKey?: string;
    riskConfirmed?: boolean;
    summaryConfirmed?: boolean;
  }): Promise<z.output<typeof trading.purchase.response> & { idempotencyKey: string }>;
  /**
   * Imports a batch spreadsheet from a file (.xlsx) or from rows (built as the template's sheet): every row
   * is checked by the gateway. The answer's `importId` is the batch's idempotency key.
   * @throws GatewayError FD4701–FD4704, FD4710 (spec 02 §7)
   */
  importBatch(
    source: { file: string } | { rows: readonly BatchRowInput[] },
    options?: { tradeType?: BatchTradeType; defaultGroupId?: string },
  ): Promise<BatchImport>;
  /**
   * Places an import as one batch after the trade password; idempotent by importId (a retry answers the
   * same batch). @throws GatewayError FD4705 invalid rows without onlyValid, FD4706 file placed before
   */
  placeBatch(options: {
    importId: string;
    tradePassword: string;
    onlyValid?: boolean;
    confirmDuplicate?: boolean;
  }): Promise<{ batchSerialNo: string }>;
  /**
   * Waits until a batch (spreadsheet or cart) is done, polling its status; a network drop is retried and
   * the wait resumes from the batch serial number. Only reads: cancelling leaves nothing behind.
   * @returns the final status
   * @throws GatewayError FD0499 when cancelled or the network stays down; FD4006 unknown batch
   */
  waitForBatch(batchSerialNo: string, options?: WaitOptions): Promise<BatchStatus>;
  /** The batch's result spreadsheet (one row per line with its outcome). */
  downloadBatchResult(batchSerialNo: string): Promise<DownloadedFile>;
  /** Every order matching the filters (all pages; trade records, or pending trades with `pending`). */
  listOrders(filters?: OrderFilters): Promise<Order[]>;
  /** Cancels an order before its cut-off (spec 02 §7; needs the trade password). @throws GatewayError FD4004 */
  cancelOrder(serialNo: string, tradePassword: string): Promise<Order>;
  /** The accounts statements can be asked for, with their months (spec 03 §7). */
  statementAccounts(): Promise<StatementAccountDate[]>;
  /** Requests the statements of one month (`YYYY-MM`), one per account. @throws GatewayError FD3603 future month */
  requestStatements(options: {
    period: string;
    groupIds?: string[];
    format?: StatementFormat;
  }): Promise<Statement[]>;
  /**
   * Waits for a statement's file, then downloads it (spec 01 §4.8: polls every 3 s, at most 40 polls).
   * @throws GatewayError FD3602 when generating failed or took too long; FD0499 when cancelled
   */
  downloadStatement(
    serialNo: string,
    options?: { signal?: AbortSignal; intervalMs?: number },
  ): Promise<DownloadedFile>;
}

/** Kinds after which the gateway no longer accepts the token (spec 01 §8). */
const sessionEndingKinds: ReadonlySet<ErrorKind> = new Set<ErrorKind>(['logout', 'alertLogout', 'gotoLogin']);

/** Status polls: every 1000 ms (spec 02 §4). */
const BATCH_POLL_MS = 1000;
/** Statement file polls: every 3000 ms, at most 40 (spec 01 §4.8). */
const DOCUMENT_POLL_MS = 3000;
const DOCUMENT_MAX_POLLS = 40;
const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000];

/** The RSA block cipher over node:crypto: PKCS#1 v1.5, the ciphertext jsencrypt makes (spec 01 §5). */
function nodeCipher(publicKeyPem: string): RsaBlockCipher {
  const key = createPublicKey(publicKeyPem);
  return {
    modulusBits: key.asymmetricKeyDetails?.modulusLength ?? 1024,
    encryptBlock: (chunk) =>
      publicEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(chunk, 'utf8')).toString(
        'base64',
      ),
  };
}

/** Whether a failure is the network's or a timeout (worth a retry while waiting). */
function isTransient(error: unknown): boolean {
  return GatewayError.is(error, ErrorCode.Network) || GatewayError.is(error, ErrorCode.Timeout);
}

/**
 * Creates a client of one FundDesk environment (issue 18 §1). Everything goes through core's one gateway
 * client (headers, RSA encryption of the contract's marked fields, timeouts, envelope, error mapping);
 * every failure is a {@link GatewayError} with its catalogue code.
 *
 * @example
 * const fd = createClient({ baseUrl: 'http://localhost:8080' });
 * await fd.login({ loginName: 'op01', password: process.env.FUNDDESK_PASSWORD });
 * const funds = await fd.searchFunds({ keyword: '华夏' });
 */
export function createClient(options: ClientOptions): FundDeskClient {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const pause = options.sleep ?? coreSleep;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  let session: { token: string; groupId: string | undefined } | undefined;
  let credentials: (LoginOptions & { groupId?: string }) | undefined;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));

  const gateway: GatewayClient = createGatewayClient({
    baseUrl,
    mode: options.mode ?? 'direct',
    subChannel: options.subChannel ?? 'JGT',
    fetch: fetchImpl,
    createCipher: nodeCipher,
    session: { token: () => session?.token, groupId: () => session?.groupId },
  });

  /** Runs a request; on the session's end logs in again once when `reLogin` is on. */
  async function guarded<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (
        options.reLogin &&
        credentials &&
        error instanceof GatewayError &&
        sessionEndingKinds.has(error.kind)
      ) {
        await login(credentials);
        return request();
      }
      throw error;
    }
  }

  const call = <C extends CallDef>(def: C, request: z.input<C['request']>, callOptions?: CallOptions) =>
    guarded(() => gateway.call(def, request, callOptions));

  async function useOrganisation(groupId: string): Promise<Organisation> {
    const switched = await gateway.call(account.loginSwitch, {
      groupId,
      loginType: 1,
      loginChannel: 'ORGANIZATION',
    });
    session = { token: switched.token, groupId: switched.groupId };
    if (credentials) credentials = { ...credentials, groupId: switched.groupId };
    return { groupId: switched.groupId, corpName: switched.corpName };
  }

  async function login(loginOptions: LoginOptions): Promise<LoginInfo> {
    session = undefined;
    const def = loginOptions.as === 'person' ? account.personLogin : account.orgLogin;
    const result = await gateway.call(def, {
      loginName: loginOptions.loginName,
      password: loginOptions.password,
    });
    session = { token: result.token, groupId: undefined };
    const seen = new Set<string>();
    const organisations: Organisation[] = [];
    for (const org of result.corpList) {
      if (org.synthesizeState === 99 || seen.has(org.groupId)) continue;
      seen.add(org.groupId);
      organisations.push({ groupId: org.groupId, corpName: org.corpName });
    }
    let groupId = loginOptions.groupId;
    if (groupId === undefined && loginOptions.chooseOrganisation)
      groupId = await loginOptions.chooseOrganisation(organisations);
    if (groupId === undefined && organisations.length === 1) groupId = organisations[0]?.groupId;
    if (groupId === undefined || !seen.has(groupId)) {
      throw new GatewayError(ErrorCode.OrgForbidden, undefined, { detail: { organisations } });
    }
    credentials = { ...loginOptions, groupId };
    // The switch answers the token of the chosen organisation (loginType of the login answer).
    const switched = await gateway.call(account.loginSwitch, {
      groupId,
      loginType: result.loginType,
      loginChannel: 'ORGANIZATION',
    });
    session = { token: switched.token, groupId: switched.groupId };
    return {
      personName: result.personName,
      roles: result.roles,
      organisation: { groupId: switched.groupId, corpName: switched.corpName },
      organisations,
    };
  }

  /** Polls `fetchStatus` until done, retrying network drops after {@link ClientOptions.retryDelaysMs}. */
  async function pollUntil<S>(
    fetchStatus: () => Promise<S>,
    isDone: (answer: S) => boolean,
    settings: {
      intervalMs: number;
      signal: AbortSignal | undefined;
      maxPolls?: number;
      onAnswer?: (answer: S) => void;
    },
  ) {
    return poll({
      fetch: fetchStatus,
      isDone,
      intervalMs: settings.intervalMs,
      ...(settings.maxPolls === undefined ? {} : { maxPolls: settings.maxPolls }),
      ...(settings.signal ? { signal: settings.signal } : {}),
      ...(settings.onAnswer ? { onAnswer: (answer: S) => settings.onAnswer?.(answer) } : {}),
      sleep: pause,
      onError: (error, failuresInARow) => {
        const delay = retryDelays[failuresInARow - 1];
        if (settings.signal?.aborted || !isTransient(error) || delay === undefined) return 'throw';
        return { retryAfterMs: delay };
      },
    });
  }

  /** The FD0499 of a wait ended by its signal. */
  const cancelled = (signal: AbortSignal | undefined) =>
    new GatewayError(ErrorCode.Network, undefined, { cause: signal?.reason });

  return {
    baseUrl,
    get session() {
      return session;
    },
    login,
    useOrganisation: (groupId) => guarded(() => useOrganisation(groupId)),
    async logout() {
      if (session) await gateway.call(account.logout, {}).catch(() => undefined);
      session = undefined;
      credentials = undefined;
    },
    call,
    download: (def, request, callOptions) => guarded(() => gateway.download(def, request, callOptions)),
    searchFunds: (query) =>
      call(product.fundSearch, { keyword: query.keyword, page: query.page ?? 0, size: query.size ?? 20 }),
    cart: {
      add: (fundIds) => call(trade.cartAdd, { fundIds }),
      remove: (fundId) => call(trade.cartRemove, { fundId }),
      clear: () => call(trade.cartClear, {}),
      count: () => call(trade.cartNumInfo, {}),
    },
    async newIdempotencyKey() {
      const groupId = session?.groupId;
      if (!groupId) throw new GatewayError(ErrorCode.SessionExpired);
      const answer = await call(trade.getSessionToken, { gid: groupId, scene: 'SHOPPING_CART_PURCHASE' });
      return answer.sessionToken;
    },
    async purchaseCart(purchase) {
      const idempotencyKey = purchase.idempotencyKey ?? (await this.newIdempotencyKey());
      const answer = await call(trade.cartPurchase, {
        password: purchase.tradePassword,
        sessionToken: idempotencyKey,
        capsource: 2,
        purchaseList: purchase.lines.map((line) => ({
          fundCode: line.fundCode,
          amount: String(line.amount),
        })),
        clearCartFund: purchase.clearCart ?? true,
      });
      return { batchSerialNo: answer.batchSerialNo, idempotencyKey };
    },
    async purchase(order) {
      const idempotencyKey = order.idempotencyKey ?? randomUUID();
      const result = await call(trading.purchase, {
        fundId: order.fundId,
        amount: String(order.amount),
        tradePassword: order.tradePassword,
        idempotencyKey,
        riskConfirmed: order.riskConfirmed ?? false,
        summaryConfirmed: order.summaryConfirmed ?? false,
      });
      return { ...result, idempotencyKey };
    },
    async importBatch(source, importOptions = {}) {
      const tradeType = importOptions.tradeType ?? 'purchase';
      let file: UploadFile;
      if ('file' in source) {
        const bytes = await readFile(source.file);
        file = {
          name: basename(source.file),
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length),
        };
      } else {
        file = { name: `${tradeType}-rows.xlsx`, bytes: await batchWorkbook(tradeType, source.rows) };
      }
      const fields = {
        tradeType,
        ...(importOptions.defaultGroupId ? { defaultGroupId: importOptions.defaultGroupId } : {}),
      };
      return guarded(() => gateway.upload(batch.importExcel, fields, file));
    },
    placeBatch: (place) =>
      call(batch.batchPlaceOrderApply, {
        importId: place.importId,
        tradePassword: place.tradePassword,
        onlyValid: place.onlyValid ?? false,
        confirmDuplicate: place.confirmDuplicate ?? false,
      }),
    async waitForBatch(batchSerialNo, waitOptions = {}) {
      const { signal } = waitOptions;
      if (signal?.aborted) throw cancelled(signal);
      const outcome = await pollUntil(
        () => call(batch.batchTradeStatus, { batchSerialNo }, signal ? { signal } : {}),
        (status) => status.orderStatus === 'done',
        {
          intervalMs: waitOptions.intervalMs ?? BATCH_POLL_MS,
          signal,
          ...(waitOptions.onProgress ? { onAnswer: waitOptions.onProgress } : {}),
        },
      ).catch((error: unknown) => {
        throw signal?.aborted ? cancelled(signal) : error;
      });
      if (outcome.kind !== 'done') throw cancelled(signal);
      return outcome.answer;
    },
    downloadBatchResult: (batchSerialNo) =>
      guarded(() => gateway.download(batch.batchResultDownload, { batchSerialNo })),
    async listOrders(filters = {}) {
      const orders: Order[] = [];
      for (let currentPage = 1; ; currentPage += 1) {
        const pagination = { currentPage, pagesize: 100 };
        const page = filters.pending
          ? await call(trade.pendingTradeList, {
              ...(filters.groupIds ? { groupIds: filters.groupIds } : {}),
              pagination,
            })
          : await call(trade.tradeList, {
              ...(filters.groupIds ? { groupIds: filters.groupIds } : {}),
              ...(filters.fundId ? { fundId: filters.fundId } : {}),
              ...(filters.status ? { status: filters.status } : {}),
              ...(filters.startDate ? { startDate: filters.startDate } : {}),
              ...(filters.endDate ? { endDate: filters.endDate } : {}),
              pagination,
            });
        orders.push(...page.list);
        if (currentPage >= page.pagination.pageCount) return orders;
      }
    },
    cancelOrder: (serialNo, tradePassword) => call(trade.cancelTrade, { serialNo, tradePassword }),
    async statementAccounts() {
      return (await call(statement.statementAccountDate, {})).list;
    },
    async requestStatements(request) {
      const answer = await call(statement.exportStatementApply, {
        period: request.period,
        format: request.format ?? 'pdf',
        ...(request.groupIds ? { groupIds: request.groupIds } : {}),
      });
      return answer.list;
    },
    async downloadStatement(serialNo, downloadOptions = {}) {
      const { signal } = downloadOptions;
      const outcome = await pollUntil(
        () => call(asset.documentResult, { serialNo }, signal ? { signal } : {}),
        (status) => status.status !== 'processing',
        { intervalMs: downloadOptions.intervalMs ?? DOCUMENT_POLL_MS, signal, maxPolls: DOCUMENT_MAX_POLLS },
      );
      if (outcome.kind === 'aborted') throw cancelled(signal);
      if (outcome.kind !== 'done' || outcome.answer.status !== 'done')
        throw new GatewayError(ErrorCode.DocumentNotReady);
      const file = await guarded(() => gateway.download(asset.documentDownload, { serialNo }));
      await call(statement.assetReportRead, { reportSerialNo: serialNo }).catch(() => undefined);
      return file;
    },
  };
}

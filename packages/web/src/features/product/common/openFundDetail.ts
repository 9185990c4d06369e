import { product, templateRoute, type FundTypeCode, type GatewayClient } from '@funddesk/core';

/**
 * The path of a fund's detail page, chosen by its product template from fetchProductDetail
 * (`/product/equality/110011`, `/product/money/000009`, `/product/firstpublish/…`).
 *
 * @param client - the gateway (useGateway())
 * @throws GatewayError when the call fails (unknown fund: FD3001 基金不存在, shown by the notifier)
 * @see spec 02 §2 (fund detail by product template 1, 2 or 3), spec 03 §7 fetchProductDetail
 */
export async function fundDetailPath(
  client: GatewayClient,
  fundId: string,
  fundTypeCode?: FundTypeCode,
): Promise<string> {
  const detail = await client.call(product.fetchProductDetail, { fundId, fundType: fundTypeCode });
  return `${templateRoute[detail.template]}/${detail.fundId}`;
}

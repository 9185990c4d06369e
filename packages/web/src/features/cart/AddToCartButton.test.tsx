import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '../../app/session';
import { WithGateway } from '../product/testing/fakeGateway';
import { AddToCartButton } from './AddToCartButton';
import { fakeCartGateway } from './testing/cartFixtures';

afterEach(cleanup);
beforeEach(() => sessionStore.set({ token: 'tok', groupId: 'G100' }));

const menu = () => ({ menuList: [], routeCodes: [], privilegeCodes: ['shopping_cart'] });

function setup(info: { added: number; maxLimit: number; fundIds: string[] }) {
  const gateway = fakeCartGateway({
    personMenu: menu,
    getPersonMenu: menu,
    addCartNumInfo: () => info,
    cartAdd: () => ({ added: info.added + 1, maxLimit: info.maxLimit }),
  });
  const notifier = { toast: vi.fn(() => true), success: vi.fn(() => true) };
  render(
    <WithGateway gateway={gateway}>
      <AddToCartButton fundId="110011" notifier={notifier} />
    </WithGateway>,
  );
  return { gateway, notifier };
}

describe('AddToCartButton (spec 02 §5, §8)', () => {
  it('adds and toasts 加入购物车成功', async () => {
    const { gateway, notifier } = setup({ added: 1, maxLimit: 20, fundIds: ['000001'] });
    await waitFor(() => expect(gateway.requests('addCartNumInfo')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('加入购物车成功'));
    expect(gateway.requests('cartAdd')).toEqual([{ fundIds: ['110011'] }]);
  });

  it('refuses a fund already in the cart with 该基金已经添加购物车了', async () => {
    const { gateway, notifier } = setup({ added: 1, maxLimit: 20, fundIds: ['110011'] });
    await waitFor(() => expect(gateway.requests('addCartNumInfo')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(notifier.toast).toHaveBeenCalledWith('该基金已经添加购物车了', 'warning'));
    expect(gateway.requests('cartAdd')).toHaveLength(0);
  });

  it('refuses a full cart with the count', async () => {
    const { gateway, notifier } = setup({ added: 20, maxLimit: 20, fundIds: [] });
    await waitFor(() => expect(gateway.requests('addCartNumInfo')).toHaveLength(1));
    fireEvent.click(await screen.findByRole('button', { name: '加入购物车' }));
    await waitFor(() =>
      expect(notifier.toast).toHaveBeenCalledWith(
        '您已添加20只基金，超出了购物车的最大容量限制，请减少部分基金后再试',
        'warning',
      ),
    );
  });
});

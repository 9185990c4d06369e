import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RiskDialog } from './RiskDialog';

afterEach(cleanup);

const boxes = () => screen.getAllByRole('checkbox').filter((box) => !box.closest('.fd-risk-statements__all'));

describe('RiskDialog (spec 02 §4, §5)', () => {
  it('matchResult 0: 9 statements; confirm with one unticked says 请勾选声明内容', () => {
    const onConfirm = vi.fn();
    render(
      <RiskDialog
        isOpen
        matchResult="0"
        fundRiskLevel="zxfxdj_3"
        userRiskLevel="zxfxdj_3"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    expect(boxes()).toHaveLength(9);
    boxes()
      .slice(0, 8)
      .forEach((box) => fireEvent.click(box));
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(screen.getByRole('alert').textContent).toBe('请勾选声明内容');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(boxes()[8]!);
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('mismatch: nested group; ticking the parent ticks its children; select-all completes (spec 02 §5)', () => {
    const onConfirm = vi.fn();
    render(
      <RiskDialog
        isOpen
        matchResult="1"
        fundRiskLevel="zxfxdj_5"
        userRiskLevel="zxfxdj_3"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    expect(boxes()).toHaveLength(6);
    const parent = screen.getByRole<HTMLInputElement>('checkbox', { name: '本机构已充分知晓以下风险：' });
    fireEvent.click(parent);
    expect(boxes().filter((box) => (box as HTMLInputElement).checked)).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

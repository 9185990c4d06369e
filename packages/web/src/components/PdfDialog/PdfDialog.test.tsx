import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PdfDialog, PDF_SWITCH_DELAY_MS } from './PdfDialog';

// The pdf.js chunk is replaced by a stub page (happy-dom has no canvas); the dialog's scroll gating is real.
// `rendered` counts the stub's onRendered calls, so a test waits for them instead of sleeping.
const rendered = vi.hoisted(() => ({ count: 0 }));
vi.mock('./PdfViewer', () => ({
  default: ({ data, onRendered }: { data: Uint8Array; onRendered: () => void }) => {
    setTimeout(() => {
      rendered.count += 1;
      onRendered();
    }, 0);
    return <div data-testid="pdf-page">{data.length}</div>;
  },
}));

afterEach(cleanup);

const pdfs = [
  { fundId: '110011', fundName: '易方达优质精选混合', fundType: 'A', summaryPdf: 'p1' },
  { fundId: '000001', fundName: '华夏成长混合', fundType: 'A', summaryPdf: 'p2' },
];

/** Gives the scroller a page taller than its window (happy-dom lays nothing out). */
function makeTall() {
  const scroller = screen.getByTestId('pdf-scroller');
  Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 500 });
}

/** Scrolls the tall page to `top`. */
function scrollTo(top: number) {
  const scroller = screen.getByTestId('pdf-scroller');
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}

const confirmButton = () => screen.getByRole<HTMLButtonElement>('button', { name: '确认已完整阅读并同意' });

describe('PdfDialog: confirm only after scrolling to the bottom (spec 03 §4, spec 02 §4)', () => {
  it('starts at index 0 with confirm disabled; the bottom enables it; each PDF in turn; resolves with the list', async () => {
    const load = vi.fn((id: string) => Promise.resolve(new Uint8Array(id === 'p1' ? 1 : 2)));
    const onConfirm = vi.fn();
    rendered.count = 0;
    render(<PdfDialog isOpen pdfs={pdfs} load={load} onConfirm={onConfirm} onCancel={() => undefined} />);
    makeTall();
    await screen.findByTestId('pdf-page');
    // Rendered but not scrolled: still disabled.
    await waitFor(() => expect(rendered.count).toBeGreaterThan(0));
    expect(confirmButton().disabled).toBe(true);
    expect(screen.getByText('易方达优质精选混合产品资料概要')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('p1');
    // A tall page that has not been scrolled: still disabled.
    scrollTo(0);
    expect(confirmButton().disabled).toBe(true);
    scrollTo(1000);
    expect(confirmButton().disabled).toBe(true);
    scrollTo(1500);
    expect(confirmButton().disabled).toBe(false);

    vi.useFakeTimers();
    fireEvent.click(confirmButton());
    expect(confirmButton().disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(PDF_SWITCH_DELAY_MS - 1);
    });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(load).toHaveBeenCalledWith('p2'));
    await waitFor(() => expect(screen.getByTestId('pdf-page').textContent).toBe('2'));
    scrollTo(0);
    expect(confirmButton().disabled).toBe(true);
    expect(onConfirm).not.toHaveBeenCalled();
    scrollTo(1500);
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith(pdfs);
  });

  it('a PDF that fits without scrolling is at its bottom once drawn (spec 03 §4)', async () => {
    render(
      <PdfDialog
        isOpen
        pdfs={[pdfs[0]!]}
        load={() => Promise.resolve(new Uint8Array(1))}
        onConfirm={vi.fn()}
        onCancel={() => undefined}
      />,
    );
    await screen.findByTestId('pdf-page');
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
  });

  it('resolves at once with an empty list when there are no PDFs (spec 03 §4)', () => {
    const onConfirm = vi.fn();
    render(<PdfDialog isOpen pdfs={[]} load={vi.fn()} onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(onConfirm).toHaveBeenCalledWith([]);
  });

  it('a failed load shows pdf加载出错，请重试！ and retries (spec 01 §8)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue(new Uint8Array(3));
    render(<PdfDialog isOpen pdfs={[pdfs[0]!]} load={load} onConfirm={vi.fn()} onCancel={() => undefined} />);
    await screen.findByText('pdf加载出错，请重试！');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await screen.findByTestId('pdf-page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

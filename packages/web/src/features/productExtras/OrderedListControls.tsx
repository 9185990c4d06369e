import { useId, useState, type ReactNode } from 'react';
import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { t, type DownloadedFile } from '@funddesk/core';
import { notifier } from '../../app/notifier';
import { saveDownloadedFile } from '../../components/GeneratedFile/saveFile';

/**
 * The order and page of an ordered, paged list: `chooseOrder` sets the order and goes back to page 1.
 * @param initial - the order the page opens with
 */
export function useOrderedPaging<O extends string>(initial: O) {
  const [order, setOrder] = useState<O>(initial);
  const [page, setPage] = useState(1);
  const chooseOrder = (next: O) => {
    setOrder(next);
    setPage(1);
  };
  return { order, page, setPage, chooseOrder };
}

/** Props of {@link OrderedListControls}. */
export interface OrderedListControlsProps<O extends string> {
  /** The orders the list offers (core's `fundValueOrders`, `scaleRankOrders`), the chosen one and its labels. */
  orders: readonly O[];
  order: O;
  orderText: (order: O) => string;
  /** The user chose another order (the page goes back to page 1). */
  onOrder: (order: O) => void;
  /** Shown between the select and 导出 (the answer's state and total), once there is an answer. */
  note?: ReactNode;
  /** Fetches the whole list's Excel in the chosen order; said done with `exportedText`. */
  download: () => Promise<DownloadedFile>;
  exportedText: string;
}

/**
 * The controls row of an ordered, exported fund list of the product extras (基金估值, 基金规模排行; spec 03 §7):
 * the 排序 select, a note, and 导出 — which saves the file and says so (a failure is shown by the notifier).
 */
export function OrderedListControls<O extends string>({
  orders,
  order,
  orderText,
  onOrder,
  note,
  download,
  exportedText,
}: OrderedListControlsProps<O>) {
  const orderId = useId();
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      saveDownloadedFile(await download());
      notifier.success(exportedText);
    } catch {
      // shown by the notifier
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="fd-px-controls">
      <FormGroup label={t('productExtras.rank.order')} labelFor={orderId} inline>
        <HTMLSelect
          id={orderId}
          value={order}
          onChange={(event) => onOrder(event.currentTarget.value as O)}
          options={orders.map((value) => ({ value, label: orderText(value) }))}
        />
      </FormGroup>
      {note}
      <Button
        icon="export"
        text={t('productExtras.rank.export')}
        loading={exporting}
        onClick={() => void exportList()}
      />
    </div>
  );
}

import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { account, collapsesAgreementList, t, type CallResponse } from '@funddesk/core';
import { useCall } from '../../api/hooks';
import './session.css';

/** An agreement item of the batch query (spec 01 §3 agreements). */
export type AgreementItem = CallResponse<typeof account.custAgreementBatchQuery>['agreementList'][number];

/** Line height of the list (px), for counting its lines. */
const LINE_PX = 22;

/**
 * The names of the agreements to sign, each opening its text. A list longer than two lines starts
 * collapsed with 展开 / 收起 (spec 02 §4).
 * @see spec 02 §4, spec 01 §4.5
 */
export function AgreementList({ items }: { items: readonly AgreementItem[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const [collapsible, setCollapsible] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<AgreementItem | null>(null);

  useLayoutEffect(() => {
    const height = listRef.current?.scrollHeight ?? 0;
    setCollapsible(collapsesAgreementList(Math.round(height / LINE_PX)));
  }, [items]);

  return (
    <>
      <div
        ref={listRef}
        className={`fd-prompt__list${collapsible && !expanded ? ' is-collapsed' : ''}`}
        data-testid="agreement-list"
      >
        {items.map((item) => (
          <a
            key={item.id}
            role="button"
            tabIndex={0}
            onClick={() => setOpen(item)}
            onKeyDown={(e) => e.key === 'Enter' && setOpen(item)}
          >
            {item.title}
          </a>
        ))}
      </div>
      {collapsible ? (
        <Button
          className="fd-prompt__toggle"
          variant="minimal"
          size="small"
          endIcon={expanded ? 'chevron-up' : 'chevron-down'}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t('prompt.agreement.collapse') : t('prompt.agreement.expand')}
        </Button>
      ) : null}
      <AgreementTextDialog item={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** The full text of one agreement version (agreementText). */
function AgreementTextDialog({ item, onClose }: { item: AgreementItem | null; onClose: () => void }) {
  const { data, isLoading } = useCall(account.agreementText, item ? { id: item.id } : null);
  return (
    <Dialog
      isOpen={item !== null}
      title={item?.title}
      onClose={onClose}
      className="fd-prompt fd-prompt--wide"
    >
      <DialogBody>
        {isLoading || !data ? (
          <Spinner size={24} />
        ) : (
          <>
            <p className="fd-prompt__hint">{t('prompt.agreement.version', { version: data.version })}</p>
            <div className="fd-prompt__agreement-text">{data.content}</div>
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>{t('prompt.agreement.close')}</Button>} />
    </Dialog>
  );
}

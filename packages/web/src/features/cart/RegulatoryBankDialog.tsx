import { Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { t, type MessageKey } from '@funddesk/core';

const accounts: ReadonlyArray<{ title: MessageKey; name: MessageKey; no: MessageKey; bank: MessageKey }> = [
  {
    title: 'trade.bank.public',
    name: 'trade.bank.public.name',
    no: 'trade.bank.public.no',
    bank: 'trade.bank.public.bank',
  },
  {
    title: 'trade.bank.private',
    name: 'trade.bank.private.name',
    no: 'trade.bank.private.no',
    bank: 'trade.bank.private.bank',
  },
];

/**
 * The regulatory-bank information: fixed text for one public and one private account. The spec does not
 * record the text, so FundDesk shows its demo accounts from the catalogue.
 * @see spec 01 §2.1 (floating side panel), spec 03 §2 (bank supervision page: two accounts)
 */
export function RegulatoryBankDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('trade.bank.title')} style={{ width: 560 }}>
      <DialogBody>
        {accounts.map((entry) => (
          <section key={entry.title} className="fd-bank">
            <h4>{t(entry.title)}</h4>
            <HTMLTable compact className="fd-bank__table">
              <tbody>
                <tr>
                  <th>{t('trade.bank.accountName')}</th>
                  <td>{t(entry.name)}</td>
                </tr>
                <tr>
                  <th>{t('trade.bank.accountNo')}</th>
                  <td>{t(entry.no)}</td>
                </tr>
                <tr>
                  <th>{t('trade.bank.bankName')}</th>
                  <td>{t(entry.bank)}</td>
                </tr>
              </tbody>
            </HTMLTable>
          </section>
        ))}
        <p className="fd-bank__note">{t('trade.bank.note')}</p>
      </DialogBody>
    </Dialog>
  );
}

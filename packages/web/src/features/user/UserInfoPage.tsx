import { useState } from 'react';
import {
  Button,
  Callout,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
} from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import {
  CRED_TYPES,
  personalInfo,
  riskLevelText,
  t,
  validityText,
  type IdDocument,
  type MessageKey,
} from '@funddesk/core';
import { useCall, useMutationCall } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { sessionStore } from '../../app/session';
import '../trade/screens.css';
import './user.css';

/** Where 更新证件 goes (spec 01 §2.2 /user/idCardHome, menu card_record). */
export const ID_CARD_PATH = '/user/idCardHome';

/** The document's state word: 有效, 已过期, 未上传. */
const stateKey: Record<IdDocument['credState'], MessageKey> = {
  valid: 'idDoc.state.valid',
  expired: 'idDoc.state.expired',
  none: 'idDoc.state.none',
};

interface Draft {
  name: string;
  mobilePhone: string;
  credType: string;
  credNumber: string;
  credExpiryDate: string;
}

/**
 * 个人信息 (/user/userInfo, menu user_info; spec 01 §2.2, §7.9; issue 15 §1): the person's base information
 * masked (name, mobile, certificate number), the ID document's validity and state, certificate completeness
 * (infoIsFull 1001/1002, spec 02 §5) and the investment information (risk level and its expiry). An expired
 * document says so and leads to 身份证影像 (the purchase path refuses it: FD1210 lands here). 修改信息 sends
 * name, mobile and number RSA-encrypted (A/pc/updatePersonalInfo); the server checks them in core.
 */
export function UserInfoPage() {
  const navigate = useNavigate();
  const base = useCall(personalInfo.queryPersonalInfoBase, {});
  const invest = useCall(personalInfo.queryPersonalInfoInvest, {});
  const update = useMutationCall(personalInfo.updatePersonalInfo);
  const [draft, setDraft] = useState<Draft | null>(null);
  const info = base.data;
  const doc = info?.document;
  const empty = t('userInfo.empty');

  const save = async () => {
    if (!draft) return;
    try {
      await update.trigger(draft);
      notifier.success(t('userInfo.edit.saved'));
      // The header shows the new name at once, not after the next login.
      sessionStore.set({ personName: draft.name });
      setDraft(null);
      await base.mutate();
    } catch {
      // The notifier has shown the refusal (FD1101, FD1206 …); the typed values stay.
    }
  };

  const field = (label: MessageKey, key: keyof Draft, hint?: string) =>
    draft ? (
      <FormGroup label={t(label)} labelFor={`userinfo-${key}`} helperText={hint} inline>
        <InputGroup
          id={`userinfo-${key}`}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.value })}
        />
      </FormGroup>
    ) : null;

  const rows: readonly [MessageKey, string][] =
    info && doc
      ? [
          ['userInfo.field.loginName', info.loginName],
          ['userInfo.field.name', info.nameMasked || empty],
          ['userInfo.field.mobile', info.mobileMasked || empty],
          ['userInfo.field.orgName', info.orgName || empty],
          ['userInfo.field.credType', t(`credType.${doc.credType}` as MessageKey)],
          ['userInfo.field.credNumber', doc.credNumberMasked || empty],
          ['userInfo.field.validity', validityText(doc)],
          ['userInfo.field.credState', t(stateKey[doc.credState])],
          [
            'userInfo.field.infoIsFull',
            t(info.infoIsFull === '1001' ? 'idDoc.full.1001' : 'idDoc.full.1002'),
          ],
        ]
      : [];
  const risk = invest.data;

  return (
    <div className="fd-user fd-screens">
      <Card className="fd-user__card fd-userinfo">
        <h2 className="fd-page-title">{t('userInfo.title')}</h2>
        {doc?.credState === 'expired' && (
          <Callout intent="warning" className="fd-userinfo__callout">
            {t('userInfo.expired', { validTo: doc.validTo ?? '' })}
          </Callout>
        )}
        {info?.infoIsFull === '1002' && (
          <Callout intent="primary" className="fd-userinfo__callout">
            {t('userInfo.incomplete')}
          </Callout>
        )}
        <h3 className="fd-userinfo__section">{t('userInfo.base.title')}</h3>
        <HTMLTable compact bordered className="fd-userinfo__table" aria-label={t('userInfo.base.title')}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{t(label)}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <h3 className="fd-userinfo__section">{t('userInfo.invest.title')}</h3>
        <HTMLTable compact bordered className="fd-userinfo__table" aria-label={t('userInfo.invest.title')}>
          <tbody>
            <tr>
              <th scope="row">{t('userInfo.field.riskLevel')}</th>
              <td>{risk?.riskLevel ? riskLevelText(risk.riskLevel) : t('userInfo.risk.none')}</td>
            </tr>
            <tr>
              <th scope="row">{t('userInfo.field.riskExpireDate')}</th>
              <td>{risk?.riskExpireDate ?? empty}</td>
            </tr>
          </tbody>
        </HTMLTable>
        <div className="fd-user__actions fd-userinfo__actions">
          <Button
            intent="primary"
            icon="id-number"
            text={t('userInfo.gotoIdCard')}
            onClick={() => void navigate(ID_CARD_PATH)}
          />
          <Button
            icon="edit"
            text={t('userInfo.edit')}
            disabled={!info || !doc}
            onClick={() =>
              setDraft({
                name: '',
                mobilePhone: '',
                credType: doc?.credType ?? '0',
                credNumber: '',
                credExpiryDate: doc?.longTerm ? t('idDoc.longTerm') : (doc?.validTo ?? ''),
              })
            }
          />
        </div>
      </Card>
      <Dialog isOpen={draft !== null} title={t('userInfo.edit.title')} onClose={() => setDraft(null)}>
        {draft && (
          <>
            <DialogBody className="fd-userinfo__form">
              {field('userInfo.field.name', 'name')}
              {field('userInfo.field.mobile', 'mobilePhone')}
              <FormGroup label={t('userInfo.field.credType')} labelFor="userinfo-credType" inline>
                <HTMLSelect
                  id="userinfo-credType"
                  value={draft.credType}
                  onChange={(e) => setDraft({ ...draft, credType: e.currentTarget.value })}
                  options={CRED_TYPES.map((code) => ({ value: code, label: t(`credType.${code}`) }))}
                />
              </FormGroup>
              {field('userInfo.field.credNumber', 'credNumber')}
              {field('userInfo.edit.validTo', 'credExpiryDate', t('userInfo.edit.validToHint'))}
            </DialogBody>
            <DialogFooter
              actions={
                <>
                  <Button text={t('userInfo.edit.cancel')} onClick={() => setDraft(null)} />
                  <Button
                    intent="primary"
                    text={t('userInfo.edit.save')}
                    loading={update.isMutating}
                    onClick={() => void save()}
                  />
                </>
              }
            />
          </>
        )}
      </Dialog>
    </div>
  );
}

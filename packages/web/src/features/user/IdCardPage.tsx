import { useRef, useState } from 'react';
import { Button, Card, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { personalInfo, t, type MessageKey, type OcrCardType } from '@funddesk/core';
import { useGateway, useRevalidateCalls } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { sessionStore } from '../../app/session';
import { captureFrame, useCamera, useMediaEnv } from '../doubleRecord/media';
import '../trade/screens.css';
import './user.css';

const MAX_MB = personalInfo.ID_IMAGE_MAX_BYTES / (1024 * 1024);

/** One side's state: the image kept by the server, its preview, whether OCR is running. */
interface Side {
  imageId: string | null;
  previewUrl: string | null;
  busy: boolean;
}

const EMPTY_SIDE: Side = { imageId: null, previewUrl: null, busy: false };

/** The fields the person checks before confirming (filled by OCR, editable). */
interface Fields {
  name: string;
  credNumber: string;
  address: string;
  authority: string;
  validFrom: string;
  validTo: string;
}

const EMPTY_FIELDS: Fields = {
  name: '',
  credNumber: '',
  address: '',
  authority: '',
  validFrom: '',
  validTo: '',
};

const sideWord = (type: OcrCardType) => t(type === 'sfzFrontOcr' ? 'idDoc.side.front' : 'idDoc.side.back');

/** The camera dialog: the preview plays while open; 拍摄 takes one frame (closed: the camera stops). */
function CaptureDialog({
  type,
  onShot,
  onClose,
}: {
  type: OcrCardType;
  onShot: (bytes: Uint8Array) => void;
  onClose: () => void;
}) {
  const camera = useCamera(useMediaEnv(), false);
  const shoot = async () => {
    const video = camera.videoRef.current;
    const bytes = video ? await captureFrame(video) : null;
    if (bytes) onShot(bytes);
  };
  return (
    <Dialog isOpen title={t('idDoc.capture.title', { side: sideWord(type) })} onClose={onClose}>
      <DialogBody>
        {camera.errorName ? (
          <p role="alert">{t('idDoc.capture.unavailable')}</p>
        ) : (
          <video
            ref={camera.videoRef}
            className="fd-idcard__video"
            muted
            playsInline
            aria-label={t('idDoc.capture.video')}
          />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('idDoc.capture.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              icon="camera"
              text={t('idDoc.capture.shoot')}
              disabled={!camera.stream}
              onClick={() => void shoot()}
            />
          </>
        }
      />
    </Dialog>
  );
}

/**
 * 身份证影像 (/user/idCardHome, menu card_record; spec 01 §2.2, §7.8; issue 15 §1): the person uploads (or
 * photographs) the front (人像面) and back (国徽面) of their resident ID card; each image goes to A/pc/card/ocr
 * (sfzFrontOcr / sfzBackOcr), whose reading fills name, number, address, authority and validity for the
 * person to check and correct; 确认提交 sends them (name and number RSA-encrypted) to A/pc/card/confirm and the
 * document becomes the one on file. The server checks the image's content and size, the number's check
 * character and birth date, the validity (长期/长期有效/永久 accepted) and refuses an expired card.
 */
export function IdCardPage() {
  const gateway = useGateway();
  const navigate = useNavigate();
  const revalidate = useRevalidateCalls([personalInfo.queryPersonalInfoBase]);
  const [sides, setSides] = useState<Record<OcrCardType, Side>>({
    sfzFrontOcr: EMPTY_SIDE,
    sfzBackOcr: EMPTY_SIDE,
  });
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS);
  const [camera, setCamera] = useState<OcrCardType | null>(null);
  const [confirming, setConfirming] = useState(false);
  const inputs = useRef<Partial<Record<OcrCardType, HTMLInputElement | null>>>({});

  const setSide = (type: OcrCardType, next: Partial<Side>) =>
    setSides((current) => ({ ...current, [type]: { ...current[type], ...next } }));

  const read = async (type: OcrCardType, bytes: Uint8Array, name: string, mediaType: string) => {
    setSide(type, {
      busy: true,
      previewUrl: URL.createObjectURL(new Blob([bytes as BlobPart], { type: mediaType })),
    });
    try {
      const answer = await gateway.upload(
        personalInfo.cardOcr,
        { ocrCardType: type },
        { name, bytes, type: mediaType },
      );
      setSide(type, { imageId: answer.imageId });
      if (answer.front) {
        const { name: person, credNumber, address } = answer.front;
        setFields((current) => ({ ...current, name: person, credNumber, address }));
      }
      if (answer.back) {
        const { authority, validFrom, validTo } = answer.back;
        setFields((current) => ({ ...current, authority, validFrom, validTo }));
      }
    } catch {
      // The notifier has shown the refusal (not an ID card, blurred, rotated, too large …): the refused image
      // is not shown as this side's.
      setSide(type, { imageId: null, previewUrl: null });
    } finally {
      setSide(type, { busy: false });
    }
  };

  const choose = async (type: OcrCardType, file: File | undefined) => {
    if (!file) return;
    await read(type, new Uint8Array(await file.arrayBuffer()), file.name, file.type || 'image/jpeg');
  };

  const confirm = async () => {
    const front = sides.sfzFrontOcr.imageId;
    const back = sides.sfzBackOcr.imageId;
    if (!front || !back) return;
    setConfirming(true);
    try {
      await gateway.call(personalInfo.confirmIdCard, { frontImageId: front, backImageId: back, ...fields });
      notifier.success(t('idDoc.confirmed'));
      // The header shows the confirmed name at once, not after the next login.
      sessionStore.set({ personName: fields.name });
      await revalidate();
      void navigate('/user/userInfo');
    } catch {
      // The notifier has shown the refusal; the fields stay for correction.
    } finally {
      setConfirming(false);
    }
  };

  const panel = (type: OcrCardType) => {
    const side = sides[type];
    const word = sideWord(type);
    return (
      <section className="fd-idcard__side" aria-label={word}>
        <h3 className="fd-userinfo__section">{word}</h3>
        <div className="fd-idcard__preview">
          {side.previewUrl ? (
            <img src={side.previewUrl} alt={t('idDoc.preview', { side: word })} />
          ) : (
            <span>{t('idDoc.placeholder', { side: word })}</span>
          )}
        </div>
        <p className="fd-user__hint" aria-live="polite">
          {side.busy ? t('idDoc.recognising') : side.imageId ? t('idDoc.recognised') : ''}
        </p>
        <input
          ref={(element) => {
            inputs.current[type] = element;
          }}
          className="fd-idcard__file"
          type="file"
          accept="image/jpeg,image/png"
          aria-label={t('idDoc.upload', { side: word })}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            e.currentTarget.value = '';
            void choose(type, file);
          }}
        />
        <div className="fd-user__actions">
          <Button
            icon="upload"
            text={t('idDoc.upload', { side: word })}
            loading={side.busy}
            onClick={() => inputs.current[type]?.click()}
          />
          <Button
            icon="camera"
            text={t('idDoc.capture')}
            disabled={side.busy}
            onClick={() => setCamera(type)}
          />
        </div>
      </section>
    );
  };

  const input = (label: MessageKey, key: keyof Fields, hint?: string) => (
    <FormGroup label={t(label)} labelFor={`idcard-${key}`} helperText={hint} inline>
      <InputGroup
        id={`idcard-${key}`}
        value={fields[key]}
        onChange={(e) => setFields({ ...fields, [key]: e.currentTarget.value })}
      />
    </FormGroup>
  );

  return (
    <div className="fd-user fd-screens">
      <Card className="fd-idcard">
        <h2 className="fd-page-title">{t('idDoc.title')}</h2>
        <p className="fd-user__hint">{t('idDoc.intro', { maxMb: MAX_MB })}</p>
        <div className="fd-idcard__sides">
          {panel('sfzFrontOcr')}
          {panel('sfzBackOcr')}
        </div>
        <h3 className="fd-userinfo__section">{t('idDoc.check.title')}</h3>
        <div className="fd-idcard__form">
          {input('idDoc.field.name', 'name')}
          {input('idDoc.field.credNumber', 'credNumber')}
          {input('idDoc.field.address', 'address')}
          {input('idDoc.field.authority', 'authority')}
          {input('idDoc.field.validFrom', 'validFrom')}
          {input('idDoc.field.validTo', 'validTo', t('idDoc.field.validToHint'))}
        </div>
        <div className="fd-user__actions">
          <Button
            intent="primary"
            text={t('idDoc.confirm')}
            loading={confirming}
            disabled={!sides.sfzFrontOcr.imageId || !sides.sfzBackOcr.imageId}
            onClick={() => void confirm()}
          />
          <Button text={t('idDoc.back')} onClick={() => void navigate('/user/userInfo')} />
        </div>
      </Card>
      {camera && (
        <CaptureDialog
          type={camera}
          onClose={() => setCamera(null)}
          onShot={(bytes) => {
            const type = camera;
            setCamera(null);
            void read(type, bytes, 'camera.jpg', 'image/jpeg');
          }}
        />
      )}
    </div>
  );
}

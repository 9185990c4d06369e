import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Callout, Card, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
import {
  cardFailureDialog,
  doubleRecord,
  DOUBLE_RECORD_IMAGE_MAX_BYTES,
  DOUBLE_RECORD_VIDEO_BITS_PER_SECOND,
  environmentDialog,
  ErrorCode,
  faceCheckFailureDialog,
  formatNumber,
  GatewayError,
  headphonesDialog,
  mediaErrorDialog,
  mutedDialog,
  recorderMimeType,
  statusDialog,
  t,
  uploadFailureDialog,
  type CaptureInfo,
  type DrDialogAction,
  type DrDialogState,
} from '@funddesk/core';
import { useGateway } from '../../api/hooks';
import { notifier } from '../../app/notifier';
import { DrDialog } from './DrDialog';
import { captureEnvironmentOf, captureFrame, useCamera, useMediaEnv } from './media';
import { captureLink, DEAL_PAGE, DR_PATHS, nextPath, useCapture } from './useCapture';

import './doubleRecord.css';

/** The page frame: title, the steps reached, the content. */
function Frame({ title, step, children }: { title?: string; step?: 1 | 2 | 3; children: ReactNode }) {
  return (
    <main className="fd-public-page fd-dr">
      <Card className="fd-dr__card">
        <h1 className="fd-dr__title">
          {title ? `${t('web.page.doubleRecord')} · ${title}` : t('web.page.doubleRecord')}
        </h1>
        {step && (
          <ol className="fd-dr__steps" aria-label={t('doubleRecord.home.steps')}>
            {(['doubleRecord.home.step1', 'doubleRecord.home.step2', 'doubleRecord.home.step3'] as const).map(
              (key, index) => (
                <li key={key} aria-current={index + 1 === step ? 'step' : undefined}>
                  <Tag minimal={index + 1 !== step} intent={index + 1 <= step ? 'primary' : 'none'}>
                    {t(key)}
                  </Tag>
                </li>
              ),
            )}
          </ol>
        )}
        {children}
      </Card>
    </main>
  );
}

/** Loading, refusal and missing-link states shared by every capture page; the page once the record is known. */
function WithRecord({ children }: { children: (info: CaptureInfo) => ReactNode }) {
  const { token, info } = useCapture();
  if (!token)
    return (
      <Frame>
        <NonIdealState icon="link" description={t('doubleRecord.page.noLink')} />
      </Frame>
    );
  if (info.error)
    return (
      <Frame>
        <NonIdealState icon="error" description={info.error.message} />
      </Frame>
    );
  if (!info.data)
    return (
      <Frame>
        <Spinner aria-label={t('doubleRecord.page.loading')} />
      </Frame>
    );
  return <>{children(info.data)}</>;
}

/** The deal's facts (a dense two-column table). */
function DealTable({ info }: { info: CaptureInfo }) {
  const rows: [string, ReactNode][] = [
    [t('doubleRecord.home.dealId'), info.dealId],
    [t('doubleRecord.home.product'), info.productName],
    [t('doubleRecord.home.amount'), formatNumber(info.amount, 2)],
    [t('doubleRecord.home.person'), info.personName],
    [
      t('doubleRecord.home.status'),
      <Tag
        key="status"
        intent={info.status === 'passed' ? 'success' : info.status === 'rejected' ? 'danger' : 'primary'}
      >
        {t(`doubleRecord.status.${info.status}`)}
      </Tag>,
    ],
  ];
  return (
    <HTMLTable compact striped className="fd-table fd-dr__facts" aria-label={t('doubleRecord.home.deal')}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** Copies text to the clipboard; false where the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * mobileDrHome / mobileCollectHome: the deal, the steps, and the checks before any capture (spec 02 §4): browser
 * or OS unsupported (26, 28), card information incomplete (22), a refused recording (3). Opened from the deal with
 * `?dealId=` by the logged-in investor, it asks for a capture link first (doubleRecordLink).
 */
export function HomePage() {
  const [params] = useSearchParams();
  const dealId = params.get('dealId');
  const token = params.get('token');
  if (dealId && !token) return <LinkFromDeal dealId={dealId} />;
  return <WithRecord>{(info) => <Home info={info} />}</WithRecord>;
}

/** Asks the server for a capture link of the deal and continues with it. */
function LinkFromDeal({ dealId }: { dealId: string }) {
  const gateway = useGateway();
  const { navigate } = useCapture();
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    gateway
      .call(doubleRecord.doubleRecordLink, { dealId })
      .then((link) => {
        if (live)
          void navigate(`${DR_PATHS.home}?token=${encodeURIComponent(link.token)}`, { replace: true });
      })
      .catch((error: unknown) => {
        if (live) setFailed(error instanceof GatewayError ? error.message : t('error.unknown'));
      });
    return () => {
      live = false;
    };
  }, [gateway, dealId, navigate]);
  return (
    <Frame>
      {failed ? (
        <NonIdealState icon="error" description={failed} />
      ) : (
        <Spinner aria-label={t('doubleRecord.page.loading')} />
      )}
    </Frame>
  );
}

function Home({ info }: { info: CaptureInfo }) {
  const env = useMediaEnv();
  const { token, go, navigate } = useCapture();
  const [dialog, setDialog] = useState<DrDialogState | null>(null);
  const start = () => {
    const unsupported = environmentDialog(captureEnvironmentOf(env));
    if (unsupported !== null) return setDialog(unsupported);
    if (info.infoIsFull === '1002') return setDialog(22);
    const byStatus = statusDialog(info.status);
    if (byStatus !== null) return setDialog(byStatus);
    go(nextPath(info.status));
  };
  const onAction = (action: DrDialogAction) => {
    setDialog(null);
    if (action === 'redo') go(DR_PATHS.record);
  };
  const done = info.status === 'auditing' || info.status === 'passed';
  return (
    <Frame>
      <p className="fd-dr__intro">{t('doubleRecord.home.intro')}</p>
      <DealTable info={info} />
      <div className="fd-dr__actions">
        {done ? (
          <Button intent="primary" onClick={() => go(nextPath(info.status))}>
            {t('doubleRecord.home.toResult')}
          </Button>
        ) : (
          <Button intent="primary" onClick={start}>
            {info.status === 'pending' ? t('doubleRecord.home.start') : t('doubleRecord.home.continue')}
          </Button>
        )}
        <Button onClick={() => void navigate(DEAL_PAGE)}>{t('doubleRecord.result.back')}</Button>
      </div>
      <DrDialog
        state={dialog}
        onAction={onAction}
        missingFields={info.missingFields.map((field) => t(`doubleRecord.field.${field}`))}
        link={token ? captureLink(token) : undefined}
        copy={copyText}
      />
    </Frame>
  );
}

/** The camera's preview with its accessible name. */
function Preview({ camera, label }: { camera: ReturnType<typeof useCamera>; label: string }) {
  return (
    <div className="fd-dr__preview">
      {/* The preview is muted: the recording must not play the microphone back. */}
      <video ref={camera.videoRef} aria-label={label} muted playsInline autoPlay />
    </div>
  );
}

/**
 * uploadCard: the certificate image, taken with the camera or chosen as a file (JPEG or PNG, 5 MB), confirmed
 * (dialog 24) and stored (doubleRecordCardUpload). Camera refused: 13, unusable: 4 (the file stays possible);
 * refused images: the refusal's toast, 27 after three in a row.
 */
export function CardPage() {
  return <WithRecord>{(info) => <CardStep info={info} />}</WithRecord>;
}

function CardStep({ info }: { info: CaptureInfo }) {
  const env = useMediaEnv();
  const gateway = useGateway();
  const { token, go, navigate } = useCapture();
  const camera = useCamera(env, false);
  const [image, setImage] = useState<{ bytes: Uint8Array; type: string; url: string } | null>(null);
  const [dialog, setDialog] = useState<DrDialogState | null>(null);
  const [failures, setFailures] = useState(0);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (camera.errorName) setDialog(mediaErrorDialog(camera.errorName, 'card'));
  }, [camera.errorName]);
  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image]);

  const take = async () => {
    const video = camera.videoRef.current;
    const bytes = video ? await captureFrame(video) : null;
    if (bytes)
      setImage({ bytes, type: 'image/jpeg', url: URL.createObjectURL(new Blob([bytes as BlobPart])) });
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > DOUBLE_RECORD_IMAGE_MAX_BYTES) {
      notifier.error(
        t('doubleRecord.error.tooLarge', { maxMb: DOUBLE_RECORD_IMAGE_MAX_BYTES / 1024 / 1024 }),
      );
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    setImage({ bytes, type: file.type || 'image/jpeg', url: URL.createObjectURL(file) });
  };
  const submit = async () => {
    if (!image || !token) return;
    setBusy(true);
    try {
      await gateway.upload(
        doubleRecord.doubleRecordCardUpload,
        { token },
        { name: 'card.jpg', bytes: image.bytes, type: image.type },
        { hideResult: true },
      );
      go(DR_PATHS.faceCheck);
    } catch (error) {
      if (error instanceof GatewayError) notifier.error(error.message);
      const count = failures + 1;
      setFailures(count);
      setDialog(cardFailureDialog(count));
    } finally {
      setBusy(false);
    }
  };
  const onAction = (action: DrDialogAction) => {
    setDialog(null);
    if (action === 'done') void submit();
    if (action === 'recheck') void camera.start();
    if (action === 'cancel') go(DR_PATHS.home);
    if (action === 'recollect') {
      setFailures(0);
      setImage(null);
    }
    if (action === 'close' && info.infoIsFull === '1002') void navigate(DEAL_PAGE);
  };

  return (
    <Frame title={t('doubleRecord.page.uploadCard')} step={1}>
      <p className="fd-dr__intro">{t('doubleRecord.card.intro')}</p>
      <div className="fd-dr__media">
        <Preview camera={camera} label={t('doubleRecord.card.camera')} />
        <div className="fd-dr__preview">
          {image && <img src={image.url} alt={t('doubleRecord.card.preview')} />}
        </div>
      </div>
      <div className="fd-dr__actions">
        <Button icon="camera" disabled={!camera.stream} onClick={() => void take()}>
          {t('doubleRecord.card.capture')}
        </Button>
        {/* The native picker is hidden; the button opens it (the input keeps the accessible name). */}
        <input
          ref={fileInput}
          type="file"
          hidden
          accept="image/jpeg,image/png"
          aria-label={t('doubleRecord.card.upload')}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
        />
        <Button icon="upload" onClick={() => fileInput.current?.click()}>
          {t('doubleRecord.card.upload')}
        </Button>
        <Button intent="primary" disabled={!image} loading={busy} onClick={() => setDialog(24)}>
          {t('doubleRecord.card.submit')}
        </Button>
      </div>
      <DrDialog state={dialog} onAction={onAction} link={token ? captureLink(token) : undefined} />
    </Frame>
  );
}

/**
 * mobileFaceCheck: the identity check on one camera frame (doubleRecordFaceCheck). Passed: faceCheckSuccess;
 * failed: faceCheckError (0, or 2 after the limit); already at the limit: 29. Camera refused 13, unusable 4.
 */
export function FaceCheckPage() {
  return <WithRecord>{(info) => <FaceStep info={info} />}</WithRecord>;
}

function FaceStep({ info }: { info: CaptureInfo }) {
  const env = useMediaEnv();
  const gateway = useGateway();
  const { token, go } = useCapture();
  const camera = useCamera(env, false);
  const [dialog, setDialog] = useState<DrDialogState | null>(
    info.faceFailures >= info.maxFaceFailures ? 29 : null,
  );
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (camera.errorName) setDialog(mediaErrorDialog(camera.errorName, 'face'));
  }, [camera.errorName]);

  const check = async () => {
    const video = camera.videoRef.current;
    const bytes = video ? await captureFrame(video) : null;
    if (!bytes || !token) return;
    setBusy(true);
    try {
      const answer = await gateway.upload(
        doubleRecord.doubleRecordFaceCheck,
        { token },
        { name: 'face.jpg', bytes, type: 'image/jpeg' },
        { hideResult: true },
      );
      go(answer.passed ? DR_PATHS.faceCheckSuccess : DR_PATHS.faceCheckError);
    } catch (error) {
      if (GatewayError.is(error, ErrorCode.DoubleRecordFaceLocked)) setDialog(29);
      else if (error instanceof GatewayError) notifier.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  const onAction = (action: DrDialogAction) => {
    setDialog(null);
    if (action === 'recheck') void camera.start();
    if (action === 'recollect') go(DR_PATHS.uploadCard);
    if (action === 'cancel') go(DR_PATHS.home);
  };
  return (
    <Frame title={t('doubleRecord.page.faceCheck')} step={2}>
      <p className="fd-dr__intro">{t('doubleRecord.face.intro')}</p>
      <div className="fd-dr__media">
        <Preview camera={camera} label={t('doubleRecord.page.faceCheck')} />
      </div>
      <p>{t('doubleRecord.face.failures', { N: info.faceFailures, max: info.maxFaceFailures })}</p>
      <div className="fd-dr__actions">
        <Button intent="primary" disabled={!camera.stream} loading={busy} onClick={() => void check()}>
          {t('doubleRecord.face.start')}
        </Button>
      </div>
      <DrDialog state={dialog} onAction={onAction} link={token ? captureLink(token) : undefined} />
    </Frame>
  );
}

/** faceCheckSuccess (dialog 5: start after the notice) and faceCheckError (0 try again; 2 at the limit). */
export function FaceResultPage({ passed }: { passed: boolean }) {
  return <WithRecord>{(info) => <FaceResult info={info} passed={passed} />}</WithRecord>;
}

function FaceResult({ info, passed }: { info: CaptureInfo; passed: boolean }) {
  const { go, navigate } = useCapture();
  const state: DrDialogState = passed ? 5 : faceCheckFailureDialog(info.faceFailures, info.maxFaceFailures);
  const onAction = (action: DrDialogAction) => {
    if (action === 'startRecording') go(DR_PATHS.record);
    else if (action === 'retry') go(DR_PATHS.faceCheck);
    else if (action === 'recollect') go(DR_PATHS.uploadCard);
    else if (action === 'backToDeal') void navigate(DEAL_PAGE);
    else go(DR_PATHS.home);
  };
  return (
    <Frame title={t('doubleRecord.page.faceCheck')} step={2}>
      <Callout intent={passed ? 'success' : 'danger'}>
        {passed ? t('doubleRecord.face.success') : t('doubleRecord.face.error')}
      </Callout>
      <DrDialog state={state} onAction={onAction} failures={info.faceFailures} />
    </Frame>
  );
}

/**
 * mobileRecordVideo: the regulatory notice shown to be read aloud, MediaRecorder over camera and microphone, then
 * 15 (done?), 7 (confirm), the upload with its progress (9; 12 once all is sent; 2 minute timeout: 25) and its
 * outcome (14 and on to auditing; 8, 10, 30 on failure). Before recording: headphones 11, muted 21, camera
 * refused 20, unusable 6.
 */
export function RecordPage() {
  return <WithRecord>{(info) => <RecordStep info={info} />}</WithRecord>;
}

type RecordPhase = 'idle' | 'recording' | 'recorded' | 'uploading';

function RecordStep({ info }: { info: CaptureInfo }) {
  const env = useMediaEnv();
  const gateway = useGateway();
  const { token, go } = useCapture();
  const camera = useCamera(env, true);
  const [dialog, setDialog] = useState<DrDialogState | null>(null);
  const [phase, setPhase] = useState<RecordPhase>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [progress, setProgress] = useState({ sent: 0, total: 0 });
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  const recording = useRef<{ bytes: Uint8Array; type: string; durationMs: number } | null>(null);
  const startedAt = useRef(0);
  const failures = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const waited = useRef(false);

  // Before recording: the camera's refusal, headphones, a muted microphone.
  const checkDevices = useCallback(async () => {
    if (camera.errorName) return setDialog(mediaErrorDialog(camera.errorName, 'record'));
    if (!camera.stream) return;
    const devices = (await env.mediaDevices?.enumerateDevices()) ?? [];
    const headphones = headphonesDialog(devices);
    if (headphones !== null) return setDialog(headphones);
    setDialog(mutedDialog(camera.stream.getAudioTracks()));
  }, [camera.errorName, camera.stream, env]);
  useEffect(() => {
    void checkDevices();
  }, [checkDevices]);

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => setElapsedMs(env.now() - startedAt.current), 250);
    return () => clearInterval(timer);
  }, [phase, env]);

  const startRecording = () => {
    if (!camera.stream || !env.MediaRecorder) return setDialog(26);
    const Recorder = env.MediaRecorder;
    const mimeType = recorderMimeType((type) => Recorder.isTypeSupported(type));
    if (mimeType) env.storage?.setItem('supportMimeType', mimeType);
    const created = new Recorder(camera.stream, {
      ...(mimeType ? { mimeType } : {}),
      videoBitsPerSecond: DOUBLE_RECORD_VIDEO_BITS_PER_SECOND,
    });
    chunks.current = [];
    created.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    created.onstop = () => {
      void (async () => {
        const type = (created.mimeType || mimeType || 'video/webm').split(';')[0]!;
        const blob = new Blob(chunks.current, { type });
        recording.current = {
          bytes: new Uint8Array(await blob.arrayBuffer()),
          type,
          durationMs: env.now() - startedAt.current,
        };
        setPhase('recorded');
        setDialog(15);
      })();
    };
    recorder.current = created;
    startedAt.current = env.now();
    setElapsedMs(0);
    created.start(1000);
    setPhase('recording');
  };

  const stopRecording = () => recorder.current?.stop();

  const redo = () => {
    recording.current = null;
    setPhase('idle');
    setElapsedMs(0);
  };

  const upload = async () => {
    const file = recording.current;
    if (!file || !token) return;
    setPhase('uploading');
    waited.current = false;
    setProgress({ sent: 0, total: file.bytes.byteLength });
    setDialog(9);
    const controller = new AbortController();
    abort.current = controller;
    try {
      await gateway.upload(
        doubleRecord.doubleRecordUpload,
        { token, durationMs: Math.round(file.durationMs) },
        {
          name: file.type === 'video/mp4' ? 'record.mp4' : 'record.webm',
          bytes: file.bytes,
          type: file.type,
        },
        {
          signal: controller.signal,
          hideResult: true,
          onProgress: (sent, total) => {
            setProgress({ sent, total });
            // All sent, no answer yet: the server is processing (12).
            if (sent >= total && total > 0 && !waited.current) setDialog(12);
          },
        },
      );
      failures.current = 0;
      setDialog(14);
    } catch (error) {
      if (controller.signal.aborted) {
        setPhase('recorded');
        setDialog(null);
        return;
      }
      failures.current += 1;
      const code = error instanceof GatewayError ? error.code : ErrorCode.Network;
      if (error instanceof GatewayError && ![ErrorCode.Timeout, ErrorCode.Network].includes(code as never))
        notifier.error(error.message);
      setPhase('recorded');
      setDialog(uploadFailureDialog(code, failures.current));
    } finally {
      abort.current = null;
    }
  };

  const onAction = (action: DrDialogAction) => {
    setDialog(null);
    switch (action) {
      case 'recheck':
        void camera.start();
        break;
      case 'notDone':
      case 'redo':
        redo();
        break;
      case 'done':
        setDialog(7);
        break;
      case 'confirm':
      case 'reupload':
      case 'retry':
        void upload();
        break;
      case 'interrupt':
        abort.current?.abort();
        break;
      case 'keepWaiting':
        waited.current = true;
        setDialog(9);
        break;
      case 'viewResult':
        go(DR_PATHS.auditing);
        break;
      case 'recollect':
        go(DR_PATHS.uploadCard);
        break;
      case 'cancel':
        go(DR_PATHS.home);
        break;
      // The others are not this page's: the dialog handles the phone and the link itself, or just closes.
      case 'backToDeal':
      case 'close':
      case 'contactService':
      case 'copyLink':
      case 'scanWithPhone':
      case 'startRecording':
        break;
    }
  };

  const seconds = Math.floor(elapsedMs / 1000);
  const minSeconds = info.minDurationMs / 1000;
  return (
    <Frame title={t('doubleRecord.page.record')} step={3}>
      {info.status === 'rejected' && info.reviewReason && (
        <Callout intent="danger">{t('doubleRecord.result.rejected', { reason: info.reviewReason })}</Callout>
      )}
      <div className="fd-dr__media">
        <Preview camera={camera} label={t('doubleRecord.record.preview')} />
        <section className="fd-dr__notice" aria-labelledby="fd-dr-notice">
          <h2 id="fd-dr-notice">{t('doubleRecord.record.notice')}</h2>
          <p>
            {t('doubleRecord.record.script', {
              name: info.personName,
              orgName: info.orgName,
              productName: info.productName,
              amount: formatNumber(info.amount, 2),
            })}
          </p>
          <p className="fd-dr__hint">{t('doubleRecord.record.minimum', { seconds: minSeconds })}</p>
        </section>
      </div>
      <div className="fd-dr__actions">
        {phase === 'recording' ? (
          <>
            <Tag intent="danger" round role="status">
              {t('doubleRecord.record.recording', { seconds })}
            </Tag>
            <Button intent="danger" disabled={seconds < minSeconds} onClick={stopRecording}>
              {t('doubleRecord.record.stop')}
            </Button>
          </>
        ) : phase === 'recorded' ? (
          <>
            <Button intent="primary" onClick={() => void upload()}>
              {t('doubleRecord.record.upload')}
            </Button>
            <Button onClick={redo}>{t('doubleRecord.result.redo')}</Button>
          </>
        ) : (
          <Button
            intent="primary"
            disabled={!camera.stream || phase === 'uploading'}
            onClick={startRecording}
          >
            {t('doubleRecord.record.start')}
          </Button>
        )}
      </div>
      <DrDialog
        state={dialog}
        onAction={onAction}
        progress={progress}
        link={token ? captureLink(token) : undefined}
        copy={copyText}
      />
    </Frame>
  );
}

/** auditing / mobileDrResult: the record's outcome, refreshed while under review. */
export function ResultPage() {
  const { info } = useCapture({ refreshMs: 5_000 });
  const status = info.data?.status;
  return (
    <WithRecord>{(record) => <Result info={info.data ?? record} key={status ?? 'loading'} />}</WithRecord>
  );
}

function Result({ info }: { info: CaptureInfo }) {
  const { go, navigate } = useCapture();
  const title = info.status === 'auditing' ? t('doubleRecord.page.auditing') : t('doubleRecord.page.result');
  return (
    <Frame title={title}>
      <DealTable info={info} />
      {info.status === 'auditing' && <Callout intent="primary">{t('doubleRecord.auditing.text')}</Callout>}
      {info.status === 'passed' && <Callout intent="success">{t('doubleRecord.result.passed')}</Callout>}
      {info.status === 'rejected' && (
        <Callout intent="danger">
          {t('doubleRecord.result.rejected', { reason: info.reviewReason ?? '' })}
        </Callout>
      )}
      <div className="fd-dr__actions">
        {info.status === 'rejected' && (
          <Button intent="primary" onClick={() => go(DR_PATHS.record)}>
            {t('doubleRecord.result.redo')}
          </Button>
        )}
        {!['auditing', 'passed', 'rejected'].includes(info.status) && (
          <Button intent="primary" onClick={() => go(nextPath(info.status))}>
            {t('doubleRecord.home.continue')}
          </Button>
        )}
        <Button onClick={() => void navigate(DEAL_PAGE)}>{t('doubleRecord.result.back')}</Button>
      </div>
    </Frame>
  );
}

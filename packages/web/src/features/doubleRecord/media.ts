import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { CaptureEnvironment, DrMediaDevice } from '@funddesk/core';

/**
 * The browser's media APIs the capture pages use (camera and microphone by getUserMedia, device list,
 * MediaRecorder), passed in so that page tests run on fakes (STYLE: the environment is passed in).
 * @see spec 02 §2 /double-record, §4 dialogs 4/6, 11, 13/20, 21, 26, 28
 */
export interface MediaEnv {
  /** `navigator.mediaDevices`, undefined where the browser has none (insecure context, old browser). */
  readonly mediaDevices:
    | {
        getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
        enumerateDevices(): Promise<readonly DrMediaDevice[]>;
      }
    | undefined;
  /** `window.MediaRecorder`, undefined where missing. */
  readonly MediaRecorder: typeof MediaRecorder | undefined;
  readonly userAgent: string;
  /** `localStorage` (supportMimeType, spec 02 §3). */
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** The clock of the recording's length, ms since the epoch (`Date.now`; tests set it). */
  readonly now: () => number;
}

/** The browser's own media APIs. */
export function browserMediaEnv(): MediaEnv {
  const hasWindow = typeof window !== 'undefined';
  return {
    mediaDevices: hasWindow ? navigator.mediaDevices : undefined,
    MediaRecorder: hasWindow ? window.MediaRecorder : undefined,
    userAgent: hasWindow ? navigator.userAgent : '',
    storage: hasWindow ? window.localStorage : undefined,
    now: () => Date.now(),
  };
}

/** The media environment of the capture pages (the browser's unless a test provides one). */
export const MediaEnvContext = createContext<MediaEnv | null>(null);

/** The browser's environment, read once (a new object per render would reopen the camera on every render). */
let browserEnv: MediaEnv | null = null;

/** The capture pages' media environment. */
export function useMediaEnv(): MediaEnv {
  const provided = useContext(MediaEnvContext);
  if (provided) return provided;
  browserEnv ??= browserMediaEnv();
  return browserEnv;
}

/** What core environmentDialog needs of a media environment. */
export function captureEnvironmentOf(env: MediaEnv): CaptureEnvironment {
  return {
    hasGetUserMedia: typeof env.mediaDevices?.getUserMedia === 'function',
    hasMediaRecorder: typeof env.MediaRecorder === 'function',
    userAgent: env.userAgent,
  };
}

/** A camera (and microphone) preview: the stream, its error's DOMException name, start and stop. */
export interface Camera {
  readonly videoRef: React.RefObject<HTMLVideoElement | null>;
  readonly stream: MediaStream | null;
  /** The getUserMedia refusal's `name` (NotAllowedError …), null when none. */
  readonly errorName: string | null;
  readonly start: () => Promise<MediaStream | null>;
  readonly stop: () => void;
}

/**
 * Opens the camera (with the microphone when `audio`) when the page mounts and closes it when it unmounts; the
 * stream plays in `videoRef` (muted: the recording must not echo).
 */
export function useCamera(env: MediaEnv, audio: boolean): Camera {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [errorName, setErrorName] = useState<string | null>(null);
  const streamRef = useRef<MediaStream | null>(null);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStream(null);
  }, []);

  const start = useCallback(async () => {
    stop();
    setErrorName(null);
    if (!env.mediaDevices) {
      setErrorName('NotSupportedError');
      return null;
    }
    try {
      const opened = await env.mediaDevices.getUserMedia({
        video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
        audio,
      });
      streamRef.current = opened;
      setStream(opened);
      return opened;
    } catch (error) {
      setErrorName((error as { name?: string }).name ?? 'NotReadableError');
      return null;
    }
  }, [env, audio, stop]);

  useEffect(() => {
    void start();
    return stop;
  }, [start, stop]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
  }, [stream]);

  return { videoRef, stream, errorName, start, stop };
}

/**
 * One frame of a playing video as a JPEG (the certificate image and the identity-check frame, spec 02 §2
 * uploadCard, mobileFaceCheck).
 * @returns the JPEG's bytes, or null when the video has no frame yet
 */
export async function captureFrame(video: HTMLVideoElement): Promise<Uint8Array | null> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(video, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { doubleRecord, type CaptureInfo } from '@funddesk/core';
import { useCall } from '../../api/hooks';

/** The capture pages' routes (spec 02 §2 "Double-record area /double-record"). */
export const DR_PATHS = {
  home: '/double-record/mobileDrHome',
  collectHome: '/double-record/mobileCollectHome',
  uploadCard: '/double-record/uploadCard',
  faceCheck: '/double-record/mobileFaceCheck',
  faceCheckError: '/double-record/faceCheckError',
  faceCheckSuccess: '/double-record/faceCheckSuccess',
  record: '/double-record/mobileRecordVideo',
  auditing: '/double-record/auditing',
  result: '/double-record/mobileDrResult',
} as const;

/** Where the deal's pages list what a deal is waiting for (P2's reminder list; "back to trade detail"). */
export const DEAL_PAGE = '/dataService/tradeReminder';

/** The capture step a record in `status` continues with. */
export function nextPath(status: CaptureInfo['status']): string {
  switch (status) {
    case 'pending':
      return DR_PATHS.uploadCard;
    case 'cardCollected':
      return DR_PATHS.faceCheck;
    case 'faceChecked':
    case 'rejected':
      return DR_PATHS.record;
    case 'auditing':
      return DR_PATHS.auditing;
    case 'passed':
      return DR_PATHS.result;
  }
}

/** The absolute link of a capture page with the token, as a phone or Chrome opens it. */
export function captureLink(token: string): string {
  const base = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}`;
  return `${base}#${DR_PATHS.home}?token=${encodeURIComponent(token)}`;
}

/**
 * The capture link's token (query `token`), the record it opens (doubleRecordCaptureInfo, public) and a way to
 * another capture page keeping the token.
 * @see spec 02 §2 /double-record (open without login, spec 01 §2.3)
 */
export function useCapture(options: { refreshMs?: number } = {}) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const info = useCall(
    doubleRecord.doubleRecordCaptureInfo,
    token ? { token } : null,
    options.refreshMs ? { refreshInterval: options.refreshMs } : {},
  );
  const go = useCallback(
    (path: string) => {
      void navigate(`${path}?token=${encodeURIComponent(token ?? '')}`);
    },
    [navigate, token],
  );
  return { token, info, go, navigate };
}

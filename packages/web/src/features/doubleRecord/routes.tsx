import { Navigate, useLocation, type RouteObject } from 'react-router';
import { t } from '@funddesk/core';
import { DR_PATHS } from './useCapture';

/** /double-record itself goes to mobileCollectHome with its query (spec 02 §2 "/double-record redirects to mobileCollectHome"). */
function ToCollectHome() {
  const { search } = useLocation();
  return <Navigate to={`${DR_PATHS.collectHome}${search}`} replace />;
}

/** The pages' chunk, loaded on the first visit of a capture page. */
const pages = () => import('./DoubleRecordPages');

/**
 * The double-record area (spec 02 §2: /double-record redirects to mobileCollectHome; children mobileDrHome,
 * mobileCollectHome, auditing, mobileFaceCheck, faceCheckError, faceCheckSuccess, mobileRecordVideo, uploadCard,
 * mobileDrResult), open without login (spec 01 §2.3 prefix /double-record/): each page reaches its record by the
 * capture link's token, which the server checks on every call.
 */
export const doubleRecordRoutes: RouteObject[] = [
  { path: '/double-record', element: <ToCollectHome /> },
  { path: DR_PATHS.home, lazy: async () => ({ Component: (await pages()).HomePage }) },
  { path: DR_PATHS.collectHome, lazy: async () => ({ Component: (await pages()).HomePage }) },
  { path: DR_PATHS.uploadCard, lazy: async () => ({ Component: (await pages()).CardPage }) },
  { path: DR_PATHS.faceCheck, lazy: async () => ({ Component: (await pages()).FaceCheckPage }) },
  {
    path: DR_PATHS.faceCheckSuccess,
    lazy: async () => {
      const { FaceResultPage } = await pages();
      return { Component: () => <FaceResultPage passed /> };
    },
  },
  {
    path: DR_PATHS.faceCheckError,
    lazy: async () => {
      const { FaceResultPage } = await pages();
      return { Component: () => <FaceResultPage passed={false} /> };
    },
  },
  { path: DR_PATHS.record, lazy: async () => ({ Component: (await pages()).RecordPage }) },
  { path: DR_PATHS.auditing, lazy: async () => ({ Component: (await pages()).ResultPage }) },
  { path: DR_PATHS.result, lazy: async () => ({ Component: (await pages()).ResultPage }) },
  { path: '/double-record/*', element: <ToCollectHome /> },
];

/**
 * The review of the recordings inside the shell (/account/doubleRecordReview 双录审核; menu node and privilege
 * double_record_review, checked by the guard and, for every call, by the server).
 */
export const doubleRecordReviewRoutes: RouteObject[] = [
  {
    path: 'account/doubleRecordReview',
    lazy: async () => ({ Component: (await import('./ReviewPage')).ReviewPage }),
    handle: { title: t('menu.account.doubleRecordReview') },
  },
];

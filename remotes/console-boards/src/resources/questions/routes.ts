import { lazy } from 'react';
import { consoleScopes, type PageRoute } from '@taesung/shared';

const QuestionList = lazy(() =>
  import(/* webpackChunkName: "console-question-list" */ './question-list.tsx').then((module) => ({
    default: module.QuestionList,
  })),
);
const QuestionDetail = lazy(() =>
  import(/* webpackChunkName: "console-question-detail" */ './question-detail.tsx').then((module) => ({
    default: module.QuestionDetail,
  })),
);

const scope = [consoleScopes.center];

export const questionRoutes: readonly PageRoute[] = [
  {
    path: '/console/center/questions',
    Component: QuestionList,
    scope,
    nav: { group: 'consultations', order: 20, title: 'console-boards:nav.questions' },
  },
  { path: '/console/center/questions/:id', Component: QuestionDetail, scope },
];

import { apiPaths } from '@causeway/api-client/paths';
import { demo } from '../seed/demo';
import { answer } from './answers';
import type { Scenario } from './types';

const billingReads = [apiPaths.billing.subscriptionDetails, apiPaths.billing.details];
const billingLists = [apiPaths.billing.history, apiPaths.billing.paymentMethods];
const pageReads = [apiPaths.teams.pages, apiPaths.social.accountPages, apiPaths.social.refreshFacebookPages];

const billingRule = 'A 404 or 400 on subscription details or billing details gives none (null).';
const listsRule = 'A 404 or 400 on billing history or payment methods gives an empty list.';
const accountsRule = 'A 404 or 403 on the account list gives an empty list.';

const notFoundBody = { detail: 'Not found.' };
const badRequestBody = { detail: 'Bad request.' };

export const emptyScenarios: Scenario[] = [
  {
    id: 'empty.billing-not-found',
    area: 'empty',
    description: billingRule,
    handlers: billingReads.map((path) => answer('get', path, 404, notFoundBody)),
    probe: {
      call: (api) => Promise.all([api.billing.subscriptionDetails(demo.teamId), api.billing.details(demo.teamId)]),
      outcome: { value: [null, null] },
    },
  },
  {
    id: 'empty.billing-bad-request',
    area: 'empty',
    description: billingRule,
    handlers: billingReads.map((path) => answer('get', path, 400, badRequestBody)),
    probe: {
      call: (api) => Promise.all([api.billing.subscriptionDetails(demo.teamId), api.billing.details(demo.teamId)]),
      outcome: { value: [null, null] },
    },
  },
  {
    id: 'empty.billing-lists-not-found',
    area: 'empty',
    description: listsRule,
    handlers: billingLists.map((path) => answer('get', path, 404, notFoundBody)),
    probe: {
      call: (api) => Promise.all([api.billing.history(demo.teamId), api.billing.paymentMethods(demo.teamId)]),
      outcome: { value: [[], []] },
    },
  },
  {
    id: 'empty.billing-lists-bad-request',
    area: 'empty',
    description: listsRule,
    handlers: billingLists.map((path) => answer('get', path, 400, badRequestBody)),
    probe: {
      call: (api) => Promise.all([api.billing.history(demo.teamId), api.billing.paymentMethods(demo.teamId)]),
      outcome: { value: [[], []] },
    },
  },
  {
    id: 'empty.account-pages-not-found',
    area: 'empty',
    description: 'A 404 on account pages gives an empty list.',
    handlers: [answer('get', apiPaths.social.accountPages, 404, notFoundBody)],
    probe: { call: (api) => api.social.accountPages(demo.accountId), outcome: { value: [] } },
  },
  {
    id: 'empty.accounts-not-found',
    area: 'empty',
    description: accountsRule,
    handlers: [answer('get', apiPaths.social.accounts, 404, notFoundBody)],
    probe: { call: (api) => api.social.accounts(), outcome: { value: [] } },
  },
  {
    id: 'empty.accounts-forbidden',
    area: 'empty',
    description: accountsRule,
    handlers: [
      answer('get', apiPaths.social.accounts, 403, {
        detail: 'You do not have permission to perform this action.',
      }),
    ],
    probe: { call: (api) => api.social.accounts(), outcome: { value: [] } },
  },
  {
    id: 'conflict.page-fetch',
    area: 'conflict',
    description: 'On HTTP 409 during page fetch a warning is shown instead of an error.',
    handlers: pageReads.map((path) =>
      answer('get', path, 409, { detail: 'Pages are being synchronised with Facebook. Try again in a moment.' }),
    ),
    probe: {
      call: (api) => api.teams.pages(demo.teamId),
      outcome: {
        status: 409,
        message: 'Pages are being synchronised with Facebook. Try again in a moment.',
        kind: 'warning',
      },
    },
  },
];

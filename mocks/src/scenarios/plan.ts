import { fallbacks, transportMessages } from '@causeway/api-client';
import { apiPaths } from '@causeway/api-client/paths';
import { http, HttpResponse } from 'msw';
import { route } from '../handlers/support/api-request';
import { demo } from '../seed/demo';
import { answer } from './answers';
import type { Scenario } from './types';

const checkout = apiPaths.billing.createCheckoutSession;
const freePlan = () => ({ team_id: demo.noPlanTeamId, plan_id: demo.plans.free, email: demo.email, is_annual: false });

export const planScenarios: Scenario[] = [
  {
    id: 'plan.free-active-plan',
    area: 'plan',
    description:
      "Free plan errors: an error containing 'Team already has an active plan' opens the dialog 'Cannot Switch to Free Plan', saying to cancel the paid subscription or wait for it to expire.",
    handlers: [answer('post', checkout, 400, { error: 'Team already has an active plan.' })],
    probe: {
      call: (api) => api.billing.createCheckoutSession(freePlan()),
      outcome: { status: 400, message: 'Team already has an active plan.' },
    },
  },
  {
    id: 'plan.other-active-plan',
    area: 'plan',
    description: "Other 'active plan' errors give 'Active Plan Detected'.",
    handlers: [answer('post', checkout, 400, { error: 'You already have an active plan on another team.' })],
    probe: {
      call: (api) => api.billing.createCheckoutSession(freePlan()),
      outcome: { status: 400, message: 'You already have an active plan on another team.' },
    },
  },
  {
    id: 'plan.free-error',
    area: 'plan',
    description:
      "Otherwise the dialog 'Error' shows the error text or 'Failed to switch to Free plan. Please try again.'",
    handlers: [answer('post', checkout, 500)],
    probe: {
      call: (api) => api.billing.createCheckoutSession(freePlan()),
      outcome: { status: 500, message: fallbacks.billing.createCheckoutSession },
    },
  },
  {
    id: 'plan.no-plans',
    area: 'plan',
    description: "Loading failures show 'No Plans Available' or 'Unable to Load Plans'.",
    handlers: [answer('get', apiPaths.billing.plans, 200, [])],
    probe: { call: (api) => api.billing.plans(), outcome: { value: [] } },
  },
  {
    id: 'errors.unexpected',
    area: 'errors',
    description: "Unhandled errors show 'An unexpected error occurred. Please try again.'",
    handlers: [
      http.get(route(apiPaths.teams.list), () =>
        HttpResponse.html('<!doctype html><title>Bad Gateway</title><h1>502</h1>'),
      ),
    ],
    probe: {
      call: (api) => api.teams.list(),
      outcome: { status: 200, message: transportMessages.invalidReply, kind: 'invalid-reply' },
    },
  },
];

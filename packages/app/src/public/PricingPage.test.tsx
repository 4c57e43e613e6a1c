import { apiPaths } from '@causeway/api-client/paths';
import { route } from '@causeway/mocks/handlers';
import { useScenario } from '@causeway/mocks/node';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import { gapsBetween, runUntil, useFakeClock } from '../test/fake-clock';
import { recordRequests, setUpMockApi } from '../test/mock-api';
import { TestApp } from '../test/TestApp';
import { paths } from '../routes/paths';

const server = await setUpMockApi();

afterEach(() => {
  vi.useRealTimers();
});

const planNames = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

it("shows the server's plans", async () => {
  render(<TestApp path={paths.pricing} />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Business' })).toBeInTheDocument();
  expect(planNames()).toEqual(['Free', 'Pro', 'Business', 'Enterprise']);
});

const featuresOf = (name: string) =>
  within(screen.getByRole('list', { name: `${name} features` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

it("lists what each plan allows, read from the plan's limits, inclusions and interval", async () => {
  render(<TestApp path={paths.pricing} />);
  await screen.findByRole('heading', { level: 2, name: 'Business' });
  expect(featuresOf('Free')).toEqual([
    'Lifetime access',
    '1 social account',
    '10 posts per day',
    'Single user',
    'Scheduled posts, stories and reels',
    'Not included: Auto delete after 30 days',
    'Not included: Bulk delete',
  ]);
  expect(featuresOf('Pro')).toEqual([
    '5 social accounts',
    'Unlimited posts per day',
    'Up to 6 team members',
    'Scheduled posts, stories and reels',
    'Auto delete after 30 days',
    'Not included: Bulk delete',
  ]);
  expect(featuresOf('Business')).toContain('Bulk delete');
  expect(featuresOf('Enterprise').slice(0, 3)).toEqual([
    '100 social accounts',
    'Unlimited posts per day',
    'Unlimited team members',
  ]);
});

it('shows the fallback plans (accounts §9) when the plan list cannot be read', async () => {
  server.use(http.get(route(apiPaths.billing.plans), () => HttpResponse.json({ status: 'ok' })));
  render(<TestApp path={paths.pricing} />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Enterprise' })).toBeInTheDocument();
  expect(planNames()).toEqual(['Free', 'Pro', 'Enterprise']);
  expect(screen.getByText('Up to 3 team members')).toBeInTheDocument();
});

it("says 'No Plans Available' for an empty list", async () => {
  useScenario(server, 'plan.no-plans');
  render(<TestApp path={paths.pricing} />);
  expect(await screen.findByText('No Plans Available')).toBeInTheDocument();
});

it("says 'Unable to Load Plans' once the request has failed and been retried three times", async () => {
  useFakeClock();
  useScenario(server, 'billing.plans-failed');
  const received = recordRequests(server);
  render(<TestApp path={paths.pricing} />);

  await runUntil(() => screen.queryByRole('alert') !== null);
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText('Unable to Load Plans')).toBeInTheDocument();
  expect(alert).toHaveTextContent('Unable to load pricing plans. Please try again later.');
  const attempts = received.map((request) => request.at);
  expect(attempts).toHaveLength(4);
  // The spec's waits, give or take the few milliseconds an answer takes.
  expect(gapsBetween(attempts)).toEqual([expect.closeTo(1000, -2), expect.closeTo(2000, -2), expect.closeTo(4000, -2)]);
});

import { expect, it } from 'vitest';
import { groupScenarios } from './group-scenarios';

const scenarios = [
  { id: 'login.user-inactive', area: 'login', description: 'Your account is currently inactive.' },
  { id: 'billing.plans-failed', area: 'billing', description: 'Failed to fetch billing plans' },
  { id: 'login.error', area: 'login', description: 'An error occurred during login. Please try again.' },
];

it('groups scenarios by area in the order they are listed', () => {
  expect(groupScenarios(scenarios).map(([area, items]) => [area, items.map((s) => s.id)])).toEqual([
    ['login', ['login.user-inactive', 'login.error']],
    ['billing', ['billing.plans-failed']],
  ]);
});

it('filters on id, area and text, ignoring case', () => {
  expect(groupScenarios(scenarios, 'INACTIVE').flatMap(([, items]) => items.map((s) => s.id))).toEqual([
    'login.user-inactive',
  ]);
  expect(groupScenarios(scenarios, 'billing').flatMap(([, items]) => items.map((s) => s.id))).toEqual([
    'billing.plans-failed',
  ]);
  expect(groupScenarios(scenarios, 'nothing like this')).toEqual([]);
});

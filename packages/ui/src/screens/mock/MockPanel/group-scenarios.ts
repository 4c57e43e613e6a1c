export interface MockScenario {
  id: string;
  area: string;
  description: string;
}

/** Scenarios whose id, area or text contains the filter (any case), grouped by area in list order. */
export function groupScenarios(scenarios: readonly MockScenario[], filter = ''): [area: string, MockScenario[]][] {
  const needle = filter.trim().toLowerCase();
  const groups = new Map<string, MockScenario[]>();
  for (const scenario of scenarios) {
    const text = `${scenario.id} ${scenario.area} ${scenario.description}`.toLowerCase();
    if (needle && !text.includes(needle)) continue;
    const group = groups.get(scenario.area) ?? [];
    group.push(scenario);
    groups.set(scenario.area, group);
  }
  return [...groups];
}

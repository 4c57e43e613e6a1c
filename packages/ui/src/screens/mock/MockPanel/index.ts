export { MockPanel, type MockPanelProps } from './MockPanel';
export type { MockScenario } from './group-scenarios';

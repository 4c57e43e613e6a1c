export { StatePanel, type StatePanelProps, type StatePanelTone } from './StatePanel';

export { HelpCentreScreen, type HelpCentreScreenProps } from './HelpCentreScreen';

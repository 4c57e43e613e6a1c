export {
  SecurityScreen,
  type SecurityField,
  type SecurityFieldErrors,
  type SecurityScreenProps,
  type SecurityValues,
} from './SecurityScreen';
export { securityMessages } from './rules';

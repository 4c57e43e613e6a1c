export { MockCheckoutScreen, type MockCheckoutScreenProps, type MockCheckoutSummary } from './MockCheckoutScreen';

export {
  VerifyEmailScreen,
  verifyEmailFallbackError,
  type VerifyEmailScreenProps,
  type VerifyEmailState,
} from './VerifyEmailScreen';

export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
  type ResetPasswordState,
  type ResetPasswordValues,
} from './ResetPasswordScreen';

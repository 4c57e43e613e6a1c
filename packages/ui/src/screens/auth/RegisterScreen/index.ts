export {
  RegisterScreen,
  type RegisterField,
  type RegisterFieldErrors,
  type RegisterInvite,
  type RegisterScreenProps,
  type RegisterValues,
} from './RegisterScreen';

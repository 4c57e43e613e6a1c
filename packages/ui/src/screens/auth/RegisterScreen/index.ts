export { RegisterScreen, type RegisterInvite, type RegisterScreenProps, type RegisterValues } from './RegisterScreen';
export type { RegisterServerFieldErrors } from './server-field-errors';

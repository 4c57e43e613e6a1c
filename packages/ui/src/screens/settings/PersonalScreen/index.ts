export {
  PersonalScreen,
  type AccountDeletion,
  type PersonalAccount,
  type PersonalField,
  type PersonalFieldErrors,
  type PersonalScreenProps,
  type PersonalValues,
} from './PersonalScreen';
export { checkPicture, personalMessages, pictureMaxBytes, pictureTypes } from './rules';
export type { LeaveGuard } from '../parts/LeaveDialog';

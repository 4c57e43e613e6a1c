export { SignedInScreen, type SignedInScreenProps } from './SignedInScreen';

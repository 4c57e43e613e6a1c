export { GoogleSignInScreen, type GoogleSignInScreenProps } from './GoogleSignInScreen';

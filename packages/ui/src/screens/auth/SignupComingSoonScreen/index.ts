export {
  SignupComingSoonScreen,
  type ComingSoonProvider,
  type SignupComingSoonScreenProps,
} from './SignupComingSoonScreen';

export { AuthLayout, type AuthLayoutProps } from './AuthLayout';
export { AuthHeader, type AuthHeaderProps } from './AuthHeader';
export { AuthMessage, type AuthMessageProps, type AuthMessageTone } from './AuthMessage';
export { SocialSignIn, type SocialSignInProps } from './SocialSignIn';

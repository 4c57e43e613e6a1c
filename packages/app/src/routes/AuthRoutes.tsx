import { Route } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

const QueriesLayout = lazyPage(
  () => import('./QueriesLayout'),
  (m) => m.QueriesLayout,
);
const Login = lazyPage(
  () => import('../auth/LoginPage'),
  (m) => m.LoginPage,
);
const Register = lazyPage(
  () => import('../auth/RegisterPage'),
  (m) => m.RegisterPage,
);
const ForgotPassword = lazyPage(
  () => import('../auth/ForgotPasswordPage'),
  (m) => m.ForgotPasswordPage,
);
const ResetPassword = lazyPage(
  () => import('../auth/ResetPasswordPage'),
  (m) => m.ResetPasswordPage,
);
const VerifyEmail = lazyPage(
  () => import('../auth/VerifyEmailPage'),
  (m) => m.VerifyEmailPage,
);
const GoogleSignIn = lazyPage(
  () => import('../auth/GoogleSignInPage'),
  (m) => m.GoogleSignInPage,
);
const FacebookSignUp = lazyPage(
  () => import('../auth/SignupComingSoonPage'),
  (m) => m.FacebookSignupPage,
);
const LinkedInSignUp = lazyPage(
  () => import('../auth/SignupComingSoonPage'),
  (m) => m.LinkedInSignupPage,
);

/**
 * Signing in and up, and the emailed links (accounts §2). The coming-soon pages call nothing, and
 * the login page keeps its sign-in's state itself (auth/use-sign-in-request.ts).
 */
export const authRoutes = (
  <>
    <Route path={paths.login} element={<Login />} />
    <Route element={<QueriesLayout />}>
      <Route path={paths.register} element={<Register />} />
      <Route path={paths.signUp} element={<Register />} />
      <Route path={paths.forgotPassword} element={<ForgotPassword />} />
      <Route path={paths.passwordReset} element={<ResetPassword />} />
      <Route path={paths.verifyEmail} element={<VerifyEmail />} />
      <Route path={paths.googleSignIn} element={<GoogleSignIn />} />
    </Route>
    <Route path={paths.facebookSignUp} element={<FacebookSignUp />} />
    <Route path={paths.linkedInSignUp} element={<LinkedInSignUp />} />
  </>
);

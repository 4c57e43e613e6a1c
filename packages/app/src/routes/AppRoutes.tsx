import { Navigate, Route, Routes, useLocation } from 'react-router';
import { lazyPage } from './lazy-page';
import { RootLayout } from './RootLayout';

const light = { queries: false };

const PublicShell = lazyPage(
  () => import('../public/PublicShell'),
  (m) => m.PublicShell,
  light,
);
const Landing = lazyPage(
  () => import('../public/LandingPage'),
  (m) => m.LandingPage,
  light,
);
const Pricing = lazyPage(
  () => import('../public/PricingPage'),
  (m) => m.PricingPage,
);
const PrivacyPolicy = lazyPage(
  () => import('../content/LegalPage'),
  (m) => m.PrivacyPolicyPage,
);
const TermsOfService = lazyPage(
  () => import('../content/LegalPage'),
  (m) => m.TermsOfServicePage,
);
const Faq = lazyPage(
  () => import('../content/FaqPage'),
  (m) => m.FaqPage,
);
const BlogList = lazyPage(
  () => import('../content/BlogListPage'),
  (m) => m.BlogListPage,
);
const BlogPost = lazyPage(
  () => import('../content/BlogPostPage'),
  (m) => m.BlogPostPage,
);
const Help = lazyPage(
  () => import('../content/HelpPage'),
  (m) => m.HelpPage,
  light,
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
const FacebookSignup = lazyPage(
  () => import('../auth/SignupComingSoonPage'),
  (m) => m.FacebookSignupPage,
  light,
);
const LinkedInSignup = lazyPage(
  () => import('../auth/SignupComingSoonPage'),
  (m) => m.LinkedInSignupPage,
  light,
);
const Protected = lazyPage(
  () => import('../session/ProtectedLayout'),
  (m) => m.ProtectedLayout,
);
const SignedIn = lazyPage(
  () => import('../home/SignedInPage'),
  (m) => m.SignedInPage,
  light,
);
const MockCheckout = __MOCK_MODE__
  ? lazyPage(
      () => import('../mock-mode/MockCheckoutPage'),
      (m) => m.MockCheckoutPage,
      light,
    )
  : null;

/** Protected paths (accounts §2) and the title each shows until its own screen exists. */
const protectedPages: [path: string, title: string][] = [
  ['home', 'Publish Post'],
  ['team/publish', 'Publish Post'],
  ['team/publish-story', 'Publish Story'],
  ['team/publish-reel', 'Publish Reel'],
  ['team/drafts', 'Drafts'],
  ['team/queues', 'Queue'],
  ['team/calendar', 'Calendar'],
  ['team/analytics', 'Analytics'],
  ['team/publish-history', 'Publish History'],
  ['team/bulk-delete', 'Bulk Delete'],
  ['control-tower/personal', 'Personal'],
  ['control-tower/security', 'Security'],
  ['control-tower/billing', 'Billing'],
  ['control-tower/plan', 'Purchase Plan'],
  ['control-tower/notification', 'Notification'],
  ['control-tower/team-management', 'Team Management'],
  ['control-tower/manage-social-account', 'Manage Social Account'],
  ['control-tower/pricing', 'Pricing'],
  // Any other path in the publishing shell falls back to the post form; in settings, a welcome.
  ['team/*', 'Publish Post'],
  ['control-tower/*', 'Control Tower'],
];

/** Back from payment: to the billing tab, keeping `session_id` so it can say 'Payment Successful!'. */
function BillingReturn() {
  const { search } = useLocation();
  return <Navigate to={`/control-tower/billing${search}`} replace />;
}

/** Every route of both specs' public and protected areas (accounts §2, publishing §2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PublicShell />}>
          <Route index element={<Landing />} />
          <Route path="index" element={<Landing />} />
          <Route path="pricing" element={<Pricing />} />
          <Route path="privacy-policy" element={<PrivacyPolicy />} />
          <Route path="terms-of-service" element={<TermsOfService />} />
          <Route path="faq" element={<Faq />} />
          <Route path="blog" element={<BlogList />} />
          <Route path="blog/:slug" element={<BlogPost />} />
          <Route path="help" element={<Help />} />
          <Route path="*" element={<Landing />} />
        </Route>
        <Route path="login" element={<Login />} />
        <Route path="register" element={<Register />} />
        <Route path="sign-up" element={<Register />} />
        <Route path="forgot-password" element={<ForgotPassword />} />
        <Route path="password-reset/:uid?/:token?" element={<ResetPassword />} />
        <Route path="verify-email/:uidb64?/:token?" element={<VerifyEmail />} />
        <Route path="signup/google" element={<GoogleSignIn />} />
        <Route path="signup/facebook" element={<FacebookSignup />} />
        <Route path="signup/linkedin" element={<LinkedInSignup />} />
        <Route path="billing/success" element={<BillingReturn />} />
        <Route path="billing/cancel" element={<BillingReturn />} />
        {MockCheckout && <Route path="__mock/checkout" element={<MockCheckout />} />}
        <Route element={<Protected />}>
          {protectedPages.map(([path, title]) => (
            <Route key={path} path={path} element={<SignedIn title={title} />} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}

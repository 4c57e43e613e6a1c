import { Route } from 'react-router';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

const PublicShell = lazyPage(
  () => import('../public/PublicShell'),
  (m) => m.PublicShell,
);
const QueriesLayout = lazyPage(
  () => import('./QueriesLayout'),
  (m) => m.QueriesLayout,
);
const Landing = lazyPage(
  () => import('../public/LandingPage'),
  (m) => m.LandingPage,
);
const Help = lazyPage(
  () => import('../content/HelpPage'),
  (m) => m.HelpPage,
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

/**
 * The public pages (publishing §2) in their shell. The landing and help pages fetch nothing and load
 * no server-state code; the others share one query provider. Unknown paths show the landing page.
 */
export const publicRoutes = (
  <Route element={<PublicShell />}>
    <Route index element={<Landing />} />
    <Route path={paths.index} element={<Landing />} />
    <Route path={paths.help} element={<Help />} />
    <Route element={<QueriesLayout />}>
      <Route path={paths.pricing} element={<Pricing />} />
      <Route path={paths.privacyPolicy} element={<PrivacyPolicy />} />
      <Route path={paths.termsOfService} element={<TermsOfService />} />
      <Route path={paths.faq} element={<Faq />} />
      <Route path={paths.blog} element={<BlogList />} />
      <Route path={paths.blogPost} element={<BlogPost />} />
    </Route>
    <Route path="*" element={<Landing />} />
  </Route>
);

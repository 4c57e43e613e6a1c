import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { button } from '../../../primitives/Button/Button.css';
import { publicColumn } from '../../../layout/public-column.css';
import { useUiPaths } from '../../../primitives/UiProvider';
import { brand } from '../../../theme/tokens';
import { landingFeatures } from './landing-features';
import { ProductPicture } from './ProductPicture';
import { featuresSectionId } from './scroll-to-features';
import * as styles from './LandingScreen.css';

export interface LandingScreenProps {
  /** The third-party chatbot widget, placed at the end of the page (nothing in mock mode). */
  chatbotSlot?: ReactNode;
}

/**
 * The landing page's content (it sits in PublicLayout): a hero with sign-up and login, the four
 * features, a closing call to action and the chatbot slot.
 */
export function LandingScreen({ chatbotSlot }: LandingScreenProps) {
  const paths = useUiPaths();
  const primary = button({ variant: 'primary', size: 'large' });
  const secondary = button({ variant: 'secondary', size: 'large' });

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <div className={[publicColumn, styles.heroInner].join(' ')}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{brand.tagline}</p>
            <h1 id="landing-title" className={styles.headline}>
              Every page your team posts to, in one calm place
            </h1>
            <p className={styles.tagline}>
              Write once, publish or schedule to all your pages, and keep them tidy with auto and bulk delete.
            </p>
            <div className={styles.heroActions}>
              <Link href={paths.register} className={primary}>
                Get Started Free
              </Link>
              <Link href={paths.login} className={secondary}>
                Login
              </Link>
            </div>
          </div>
          <div className={styles.heroPicture}>
            <ProductPicture />
          </div>
        </div>
      </section>

      <section id={featuresSectionId} tabIndex={-1} className={styles.features} aria-labelledby="features-title">
        <div className={publicColumn}>
          <h2 id="features-title" className={styles.sectionTitle}>
            Everything your pages need
          </h2>
          <p className={styles.sectionLine}>From the first post to the spring clean, without switching tools.</p>
          <ul className={styles.featureGrid}>
            {landingFeatures.map(({ title, line, icon: Icon }) => (
              <li key={title} className={styles.featureCard}>
                <span className={styles.featureIcon}>
                  <Icon size={22} aria-hidden="true" />
                </span>
                <h3 className={styles.featureTitle}>{title}</h3>
                <p className={styles.featureLine}>{line}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.closing} aria-labelledby="closing-title">
        <div className={[publicColumn, styles.closingInner].join(' ')}>
          <h2 id="closing-title" className={styles.closingTitle}>
            Ready to bridge the gap?
          </h2>
          <p className={styles.closingLine}>Start free with one page and grow into a team when you need to.</p>
          <div className={styles.heroActions}>
            <Link href={paths.register} className={button({ variant: 'secondary', size: 'large' })}>
              Get Started Free
            </Link>
            <Link href={paths.pricing} className={styles.closingLink}>
              See pricing
            </Link>
          </div>
        </div>
      </section>

      {chatbotSlot}
    </div>
  );
}

import { Link } from '../../primitives/Link';
import { Stack } from '../../primitives/Stack';
import { useUiPaths } from '../../primitives/UiProvider';
import { Logo } from '../Logo';
import { publicColumn } from '../public-column.css';
import { featuresClickHandler } from '../PublicNavBar/features-link';
import * as styles from './Footer.css';

export interface FooterProps {
  /** Where Features leads: the landing page's features section; '#features' on the landing page itself. */
  featuresHref?: string;
  /** On the landing page: scroll to the features section instead of following `featuresHref`. */
  onFeatures?: () => void;
}

/** The spec fixes the copyright year at 2025. */
export const copyrightLine = '© 2025 Causeway. All rights reserved.';

/** The public pages' footer: the brand with its tagline, three link columns and the copyright line. */
export function Footer({ featuresHref, onFeatures }: FooterProps) {
  const paths = useUiPaths();
  const columns = [
    {
      title: 'Product',
      links: [
        { label: 'Features', href: featuresHref ?? paths.features, onClick: featuresClickHandler(onFeatures) },
        { label: 'Pricing', href: paths.pricing },
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'Blog', href: paths.blog },
        { label: 'Help Center', href: paths.help },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Privacy Policy', href: paths.privacyPolicy },
        { label: 'Terms of Service', href: paths.termsOfService },
      ],
    },
  ];

  return (
    <footer className={styles.footer}>
      <div className={[publicColumn, styles.top].join(' ')}>
        <div className={styles.brand}>
          <Logo showTagline />
        </div>
        <nav aria-label="Footer" className={styles.columns}>
          {columns.map((column) => (
            <Stack key={column.title} space="3">
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <Stack as="ul" space="2">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link href={link.href} onClick={link.onClick} className={styles.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </nav>
      </div>
      <div className={publicColumn}>
        <div className={styles.bottom}>
          <p className={styles.copyright}>{copyrightLine}</p>
        </div>
      </div>
    </footer>
  );
}

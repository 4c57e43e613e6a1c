import { ChevronRight, CircleHelp, FileText, Newspaper, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-aria-components';
import { useUiPaths, type UiPaths } from '../../../primitives/UiProvider';
import type { BackLink } from '../../auth/back-link';
import { ContentPage } from '../parts/ContentPage';
import * as styles from './HelpCentreScreen.css';

export interface HelpCentreScreenProps {
  backLink?: BackLink;
}

interface HelpLink {
  title: string;
  line: string;
  href: string;
  icon: LucideIcon;
}

/** The help centre's four destinations (publishing §2). */
function helpLinks(paths: UiPaths): readonly HelpLink[] {
  return [
    { title: 'FAQ', line: 'Quick answers to the questions people ask most.', href: paths.faq, icon: CircleHelp },
    {
      title: 'Privacy Policy',
      line: 'What we store, why, and the choices you have.',
      href: paths.privacyPolicy,
      icon: ShieldCheck,
    },
    {
      title: 'Terms of Service',
      line: 'The rules for using Causeway, plans and billing.',
      href: paths.termsOfService,
      icon: FileText,
    },
    { title: 'Blog', line: 'Guides and ideas for running your pages well.', href: paths.blog, icon: Newspaper },
  ];
}

/** The help centre: cards leading to the FAQ, the privacy policy, the terms and the blog. */
export function HelpCentreScreen({ backLink }: HelpCentreScreenProps) {
  const paths = useUiPaths();
  return (
    <ContentPage
      title="Help Center"
      intro="Find answers, read our policies, or learn from the blog."
      backLink={backLink}
    >
      <ul className={styles.grid}>
        {helpLinks(paths).map(({ title, line, href, icon: Icon }) => (
          <li key={href} className={styles.card}>
            <span className={styles.icon}>
              <Icon size={22} aria-hidden="true" />
            </span>
            <div className={styles.text}>
              <h2 className={styles.title}>
                {/* The title's link covers the whole card. */}
                <Link href={href} className={styles.link}>
                  {title}
                </Link>
              </h2>
              <p className={styles.line}>{line}</p>
            </div>
            <ChevronRight className={styles.chevron} size={20} aria-hidden="true" />
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}

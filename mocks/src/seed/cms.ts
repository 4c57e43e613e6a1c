import type { Db } from '../collections';
import { blogPosts, faqPage, privacyPolicyPage, termsPage, type DayBefore } from './cms-content';
import { at } from './dates';

export async function seedCms(db: Db, now: Date): Promise<void> {
  const day: DayBefore = (days, hour) => at(now, -days, hour).slice(0, 10);
  await db.cmsPages.create(privacyPolicyPage(day));
  await db.cmsPages.create(termsPage(day));
  const { sections, ...faq } = faqPage(day);
  await db.cmsPages.create({ ...faq, body: JSON.stringify(sections) });
  for (const post of blogPosts(day).all) {
    await db.blogPosts.create(post);
  }
}

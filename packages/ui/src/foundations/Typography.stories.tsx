import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fontSizes } from '../theme/tokens';
import * as styles from './Foundations.css';

const uses: Record<keyof typeof fontSizes, string> = {
  xs: 'Badges, table meta, captions',
  sm: 'App body text, controls, tables',
  md: 'Public pages’ body text',
  lg: 'Dialog titles, card titles',
  xl: 'App page titles (h1)',
  xxl: 'Public section headings',
  display: 'The landing hero',
};

const weights = [
  ['regular', 400, 'Body text'],
  ['medium', 500, 'Nav links, labels'],
  ['semibold', 600, 'Buttons, headings'],
  ['bold', 700, 'Prices, the hero'],
] as const;

function TypographyPage() {
  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        One family (the system UI font), seven sizes, four weights. Headings have line height 1.2, text 1.5. App screens
        read at 14px, public pages at 16px.
      </p>
      <section className={styles.section} aria-label="Sizes">
        <h2 className={styles.heading}>Sizes</h2>
        <table className={styles.table}>
          <tbody>
            {Object.entries(fontSizes).map(([token, size]) => (
              <tr key={token} data-size={token}>
                <td className={styles.cell}>
                  <code className={styles.code}>fontSize.{token}</code>
                </td>
                <td className={styles.cell}>{size}</td>
                <td className={styles.cell} style={{ fontSize: size, lineHeight: 1.2 }}>
                  Bridging the digital gap
                </td>
                <td className={styles.cell}>{uses[token as keyof typeof fontSizes]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section} aria-label="Weights">
        <h2 className={styles.heading}>Weights</h2>
        <table className={styles.table}>
          <tbody>
            {weights.map(([token, weight, use]) => (
              <tr key={token}>
                <td className={styles.cell}>
                  <code className={styles.code}>fontWeight.{token}</code>
                </td>
                <td className={styles.cell} style={{ fontWeight: weight, fontSize: '20px' }}>
                  Schedule a post for Monday
                </td>
                <td className={styles.cell}>{use}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: TypographyPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof TypographyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The type scale, each size drawn at its size with where it is used, and the four weights. */
export const Typography: Story = {
  play: async ({ canvasElement }) => {
    for (const [token, size] of Object.entries(fontSizes)) {
      const sample = canvasElement.querySelector(`[data-size="${token}"] td:nth-child(3)`);
      await expect(sample && getComputedStyle(sample).fontSize).toBe(size);
    }
  },
};

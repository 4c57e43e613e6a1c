import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { radii, shadows, space } from '../theme/tokens';
import * as styles from './Foundations.css';

function SpacingPage() {
  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        A 4px grid. Stack, Inline and Columns take these steps as their `space`; screens never write pixel gaps.
        Corners: 6px on controls, 10px on cards and dialogs, round on pills. One shadow, for what floats (menus,
        popovers, dialogs); cards sit on a border instead.
      </p>
      <section className={styles.section} aria-label="Space">
        <h2 className={styles.heading}>Space</h2>
        <table className={styles.table}>
          <tbody>
            {Object.entries(space).map(([token, size]) => (
              <tr key={token}>
                <td className={styles.cell}>
                  <code className={styles.code}>space[&apos;{token}&apos;]</code>
                </td>
                <td className={styles.cell}>{size}</td>
                <td className={styles.cell}>
                  <div className={styles.bar} data-space={token} style={{ width: size }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section} aria-label="Radii">
        <h2 className={styles.heading}>Radii</h2>
        <div className={styles.grid}>
          {Object.entries(radii).map(([token, radius]) => (
            <div key={token} className={styles.tile}>
              <div className={styles.box} style={{ borderRadius: radius }} />
              <code className={styles.code}>radius.{token}</code>
              <span>{radius}</span>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-label="Shadows">
        <h2 className={styles.heading}>Shadows</h2>
        <div className={styles.grid}>
          {Object.entries(shadows).map(([token, shadow]) => (
            <div key={token} className={styles.tile}>
              <div className={styles.box} style={{ boxShadow: shadow, border: 'none' }} />
              <code className={styles.code}>shadow.{token}</code>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Spacing, radii and shadows',
  component: SpacingPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof SpacingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpacingRadiiAndShadows: Story = {
  name: 'Spacing, radii and shadows',
  play: async ({ canvasElement }) => {
    for (const [token, size] of Object.entries(space)) {
      const bar = canvasElement.querySelector(`[data-space="${token}"]`);
      await expect(bar && `${bar.getBoundingClientRect().width}px`).toBe(size === '0' ? '0px' : size);
    }
  },
};

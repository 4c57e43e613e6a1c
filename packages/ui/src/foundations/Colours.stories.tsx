import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio } from '../theme/contrast';
import { textPairs } from '../theme/text-pairs';
import { palette, platformColors } from '../theme/tokens';
import * as styles from './Foundations.css';

const groups: { title: string; tokens: (keyof typeof palette)[] }[] = [
  {
    title: 'Accent: the one brand colour',
    tokens: ['accent', 'accentHover', 'accentPressed', 'accentTint', 'accentText', 'onAccent'],
  },
  {
    title: 'Surfaces and borders',
    tokens: ['surface', 'surfaceMuted', 'surfaceSunken', 'border', 'borderStrong', 'overlay'],
  },
  { title: 'Text', tokens: ['text', 'textMuted', 'textSubtle', 'textDisabled'] },
  {
    title: 'Status: tint, text and solid of each',
    tokens: [
      'successBg',
      'successText',
      'successSolid',
      'dangerBg',
      'dangerText',
      'dangerSolid',
      'dangerHover',
      'warningBg',
      'warningText',
      'warningSolid',
      'infoBg',
      'infoText',
      'infoSolid',
      'purpleBg',
      'purpleText',
    ],
  },
];

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);
const ratioOnSurface = (value: string) =>
  isHex(value) ? `${contrastRatio(value, palette.surface).toFixed(2)} : 1` : '—';

function TokenTable({ tokens }: { tokens: (keyof typeof palette)[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.headCell}>Colour</th>
          <th className={styles.headCell}>Token</th>
          <th className={styles.headCell}>Value</th>
          <th className={styles.headCell}>Contrast on white</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token}>
            <td className={styles.cell}>
              <span className={styles.swatch} style={{ background: palette[token] }} />
            </td>
            <td className={styles.cell}>
              <code className={styles.code}>color.{token}</code>
            </td>
            <td className={styles.cell}>
              <code className={styles.code}>{palette[token]}</code>
            </td>
            <td className={styles.cell}>{ratioOnSurface(palette[token])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ColoursPage() {
  return (
    <div className={styles.page}>
      <p className={styles.lead}>
        Calm and one accent: teal marks what can be pressed and where you are; status colours appear only with their
        meaning (a warning is amber, never decoration). Write colours as tokens (`vars.color.*`), never as values.
      </p>
      {groups.map((group) => (
        <section key={group.title} className={styles.section} aria-label={group.title}>
          <h2 className={styles.heading}>{group.title}</h2>
          <TokenTable tokens={group.tokens} />
        </section>
      ))}
      <section className={styles.section} aria-label="Text on its background">
        <h2 className={styles.heading}>Text on its background</h2>
        <p className={styles.lead}>
          Every pairing the screens use, with its WCAG ratio; each is at least 4.5 : 1 (AA).
        </p>
        <table className={styles.table}>
          <tbody>
            {textPairs.map((pair) => (
              <tr key={pair.name}>
                <td className={styles.cell}>
                  <span className={styles.sample} style={{ color: pair.foreground, background: pair.background }}>
                    Aa Scheduled
                  </span>
                </td>
                <td className={styles.cell}>{pair.name}</td>
                <td className={styles.cell} data-ratio={contrastRatio(pair.foreground, pair.background)}>
                  {contrastRatio(pair.foreground, pair.background).toFixed(2)} : 1
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section} aria-label="Platform colours">
        <h2 className={styles.heading}>Platform colours</h2>
        <p className={styles.lead}>Only on a platform’s own mark, never on the product’s controls.</p>
        <table className={styles.table}>
          <tbody>
            {Object.entries(platformColors).map(([platform, value]) => (
              <tr key={platform}>
                <td className={styles.cell}>
                  <span className={styles.swatch} style={{ background: value }} />
                </td>
                <td className={styles.cell}>{platform}</td>
                <td className={styles.cell}>
                  <code className={styles.code}>{value}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colour',
  component: ColoursPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof ColoursPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every palette token with its value and contrast, the text pairings with their ratios, the platform colours. */
export const Colour: Story = {
  play: async ({ canvasElement }) => {
    const shown = [...canvasElement.querySelectorAll('code')].map((code) => code.textContent);
    for (const token of Object.keys(palette)) await expect(shown).toContain(`color.${token}`);
    const pairs = within(canvasElement).getByRole('region', { name: 'Text on its background' });
    const ratios = [...pairs.querySelectorAll<HTMLElement>('[data-ratio]')].map((cell) => Number(cell.dataset.ratio));
    await expect(ratios).toHaveLength(textPairs.length);
    for (const ratio of ratios) await expect(ratio).toBeGreaterThanOrEqual(4.5);
  },
};

import type { FontSize } from '@dcp/shared/contracts';

/** The three font sizes of req A§9, applied to <html> so every rem in the portal scales with them. */
export const fontSizes: Record<FontSize, number> = { medium: 14, large: 16, 'extra-large': 18 };

/**
 * Colours chosen for WCAG AA on white / surfaceAlt: text ≥ 4.5:1 (text 16:1, muted 7:1, primary,
 * danger, success, warning, link ≥ 5.5:1), borders and focus ring ≥ 3:1 against the page.
 */
export const colors = {
  text: '#1a1f26',
  textMuted: '#4a5563',
  surface: '#ffffff',
  surfaceAlt: '#f2f5f8',
  border: '#6b7684',
  primary: '#0b5cad',
  primaryHover: '#084785',
  onPrimary: '#ffffff',
  secondary: '#e6edf5',
  onSecondary: '#0b3d73',
  link: '#0a58a8',
  danger: '#b3261e',
  error: '#b3261e',
  onDanger: '#ffffff',
  success: '#1d6b35',
  warning: '#8a4b00',
  info: '#0b5cad',
  focus: '#c2410c',
  overlay: 'rgba(16, 24, 32, 0.55)',
} as const;

/** Spacing scale in rem (index 0–6), so spacing grows with the chosen font size. */
export const space = ['0', '0.25rem', '0.5rem', '1rem', '1.5rem', '2rem', '3rem'] as const;

export const radii = { sm: '0.25rem', md: '0.5rem', lg: '1rem', round: '999px' } as const;

export const theme = {
  colors,
  space,
  radii,
  fontSizes,
  fonts: { body: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  breakpoints: { md: '48rem' },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}

import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Certidão Ágil — Design System',
    colorPrimary: '#1e40af',
    colorSecondary: '#1e40af',
    appBg: '#f6f8fb',
    appBorderColor: '#e2e8f0',
    appBorderRadius: 6,
    textColor: '#0f172a',
    barSelectedColor: '#1e40af',
  }),
});

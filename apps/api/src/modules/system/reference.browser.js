// Starts the API reference of /api/docs in the browser, after Scalar's standalone bundle (the script before
// this one) has defined `Scalar`. A file of its own because the app's CSP allows no inline script.
//
// Everything stays on this origin, as the CSP requires: no web fonts from Scalar's servers, no telemetry, no
// AI agent (it asks Scalar's registry), no developer tools bar.
const fontBody =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", "Noto Sans", sans-serif';
const fontMono =
  'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace';

globalThis.Scalar.createApiReference('#referencia-api', {
  url: '/api/openapi.json',
  metaData: { title: 'Referência completa da API (equipe) — Certidão Ágil' },
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  // The download button gives the same files as /api/openapi.json and /api/openapi.yaml.
  documentDownloadType: 'both',
  defaultOpenFirstTag: false,
  // The web app is light only; so is its reference.
  forceDarkModeState: 'light',
  hideDarkModeToggle: true,
  // The product's fonts and colours (packages/ui tokens): the page looks like the rest of Certidão Ágil, and
  // its greys and method colours reach the 4.5:1 contrast that Scalar's own palette misses.
  customCss: `
    :root { --scalar-font: ${fontBody}; --scalar-font-code: ${fontMono}; }
    .light-mode {
      --scalar-color-1: #0f172a;
      --scalar-color-2: #475569;
      --scalar-color-3: #526074;
      --scalar-color-accent: #1e40af;
      --scalar-color-blue: #0369a1;
      --scalar-color-green: #047857;
      --scalar-color-orange: #b45309;
      --scalar-color-red: #b91c1c;
      --scalar-color-yellow: #a16207;
      --scalar-color-purple: #6d28d9;
    }
    /* The request examples stay dark: a red method name there needs a lighter red. */
    .dark-mode { --scalar-color-red: #f87171; }
    html, body { overflow-x: clip; }
  `,
});

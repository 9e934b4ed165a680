// The review page of the design system's visual run: packages/ui/visual/__diff__/index.html, written by
// scripts/test-storybook.mjs when pictures differ from their baselines. Self-contained (no service, no
// network): open it from the file system.
import fs from 'node:fs';
import path from 'node:path';

const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** Where a story opens in the local Storybook (`npm run storybook`). */
export const storyUrl = (storyId) => `http://localhost:6006/?path=/story/${encodeURIComponent(storyId)}`;

const size = (dims) => (dims ? `${dims.width} × ${dims.height} px` : 'sem imagem');

/**
 * Writes `<dir>/index.html`: one section per differing picture `{ name, storyId, label, message, expected,
 * actual }` (`expected`/`actual`: `{ width, height }` or null), whose files `<name>.expected.png`,
 * `<name>.actual.png` and `<name>.diff.png` are in `dir`. Each shows the baseline and the new picture side by
 * side with their sizes (a size change is named in red), the difference picture (on the larger canvas when
 * the size changed), an overlay of the new picture on the baseline with an opacity slider, a zoom for all
 * pictures (pixels kept sharp) and a link to the story. Returns the file's path.
 */
export function writeDiffReport(diffs, dir) {
  const img = (file, alt) =>
    fs.existsSync(path.join(dir, file))
      ? `<a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${escapeHtml(alt)}"></a>`
      : '<p class="none">—</p>';
  const sections = diffs
    .map(({ name, storyId, label, message, expected, actual }) => {
      const resized =
        expected && actual && (expected.width !== actual.width || expected.height !== actual.height);
      const overlay =
        fs.existsSync(path.join(dir, `${name}.expected.png`)) &&
        fs.existsSync(path.join(dir, `${name}.actual.png`))
          ? `<figure class="overlay"><div class="stack">
        <img src="${escapeHtml(name)}.expected.png" alt="referência">
        <img class="top" src="${escapeHtml(name)}.actual.png" alt="nova, sobreposta">
      </div><figcaption>Sobreposição: <label>nova <input type="range" min="0" max="100" value="50" class="mix"> referência</label></figcaption></figure>`
          : '';
      return `
  <section>
    <h2>${escapeHtml(name)}</h2>
    <p><strong>${escapeHtml(label ?? '')}</strong> ${escapeHtml(message)}${
      storyId ? ` · <a href="${escapeHtml(storyUrl(storyId))}">abrir a história no Storybook</a>` : ''
    }</p>
    <div class="row">
      <figure>${img(`${name}.expected.png`, 'referência')}<figcaption>Referência (baseline): ${size(expected)}</figcaption></figure>
      <figure>${img(`${name}.actual.png`, 'nova')}<figcaption${resized ? ' class="resized"' : ''}>Nova: ${size(actual)}${
        resized ? ' (tamanho mudou)' : ''
      }</figcaption></figure>
      <figure>${img(`${name}.diff.png`, 'diferença')}<figcaption>Diferença (verde: a nova está mais escura; vermelho: mais clara)</figcaption></figure>
      ${overlay}
    </div>
  </section>`;
    })
    .join('\n');
  const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Diferenças visuais do design system (${diffs.length})</title>
<style>
  body { font: 14px/1.5 system-ui, sans-serif; margin: 2rem; color: #0f172a; background: #f6f8fb; --zoom: 1; }
  header { position: sticky; top: 0; z-index: 1; background: #f6f8fb; padding-block: 0.5rem; }
  section { margin-block: 2rem; padding: 1rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 8px; }
  h2 { font-size: 1rem; font-family: ui-monospace, monospace; margin: 0; }
  .row { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; overflow-x: auto; }
  figure { margin: 0; }
  img { display: block; border: 1px solid #cbd5e1; image-rendering: pixelated;
    background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  figcaption { color: #475569; }
  figcaption.resized { color: #b91c1c; font-weight: 600; }
  .stack { position: relative; display: inline-block; }
  .stack .top { position: absolute; inset: 0 auto auto 0; opacity: 0.5; }
  .none { color: #64748b; }
</style>
</head>
<body>
<header>
<h1>Diferenças visuais (${diffs.length})</h1>
<p>Se a mudança foi intencional: <code>npm run update-baselines -- &lt;componente&gt;</code>, confira as novas imagens e faça commit delas.
<label>Zoom <select id="zoom"><option>1</option><option>2</option><option>4</option><option>8</option></select>×</label></p>
</header>
${sections}
<script>
  // Zoom: every picture at its natural size times the factor, pixels kept sharp.
  const zoom = document.getElementById('zoom');
  const apply = () => {
    for (const img of document.querySelectorAll('img')) {
      const set = () => { img.style.width = img.naturalWidth * Number(zoom.value) + 'px'; };
      img.complete ? set() : img.addEventListener('load', set, { once: true });
    }
  };
  zoom.addEventListener('change', apply);
  apply();
  // Overlay: the slider fades the new picture over the baseline.
  for (const range of document.querySelectorAll('.mix')) {
    const top = range.closest('figure').querySelector('.top');
    range.addEventListener('input', () => { top.style.opacity = String(1 - range.value / 100); });
  }
</script>
</body>
</html>
`;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'index.html');
  fs.writeFileSync(file, html);
  return file;
}

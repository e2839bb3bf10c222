// Measures every highlighted code block of the page it is added to, in the browser, and writes the results as
// JSON into <pre id="highlight-measure"> (read back from chromium --dump-dom by highlight-browser.sh):
// each block's text content, what selecting all of it copies, the drawn line numbers, and every token's
// colour against the block's background (WCAG contrast), with findings for anything a reader would miss.
(function () {
  const results = { blocks: [], tokens: 0, minContrast: 99, findings: [] };
  function rgb(text) {
    const m = text.match(/rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/);
    return m ? [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]] : null;
  }
  function luminance(c) {
    const ch = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
    return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
  }
  function contrast(a, b) {
    const [x, y] = [luminance(a), luminance(b)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  }
  // The colour behind an element: the first opaque background of it or an ancestor.
  function background(el) {
    for (let node = el; node; node = node.parentElement) {
      const c = rgb(getComputedStyle(node).backgroundColor);
      if (c && c[3] > 0.5) return c;
    }
    return [255, 255, 255, 1];
  }
  document.querySelectorAll('div.highlight code').forEach((code, index) => {
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.selectAllChildren(code);
    const copied = selection.toString();
    selection.removeAllRanges();
    const numbers = [...code.querySelectorAll('.ln')].map((ln) => getComputedStyle(ln, '::before').content.replace(/"/g, ''));
    results.blocks.push({ language: code.dataset.lang, text: code.textContent, copied: copied, numbers: numbers });
    const plain = rgb(getComputedStyle(code).color);
    code.querySelectorAll('span[class]').forEach((span) => {
      const cls = span.className;
      if (/^(line|line hl|cl|ln|p|o|w)$/.test(cls) || !span.textContent.trim()) return;
      results.tokens += 1;
      const colour = rgb(getComputedStyle(span).color);
      const ratio = contrast(colour, background(span));
      results.minContrast = Math.min(results.minContrast, ratio);
      if (ratio < 4.5) results.findings.push(`block ${index + 1} (${code.dataset.lang}): .${cls} "${span.textContent.slice(0, 30)}" has contrast ${ratio.toFixed(2)}`);
      if (/^(k|kd|kt|kc|s|s1|s2|c|c1|cm|m|mi|mf|mh)$/.test(cls) && colour.slice(0, 3).join() === plain.slice(0, 3).join()) {
        results.findings.push(`block ${index + 1} (${code.dataset.lang}): .${cls} "${span.textContent.slice(0, 30)}" is not coloured`);
      }
    });
  });
  const out = document.createElement('pre');
  out.id = 'highlight-measure';
  out.textContent = JSON.stringify(results);
  document.body.appendChild(out);
})();

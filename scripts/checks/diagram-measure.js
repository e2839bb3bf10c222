// Measures every layout diagram of the page it is added to, in the browser, and writes the findings as JSON
// into <pre id="diagram-measure"> (read back from chromium --dump-dom by diagram-browser.sh).
// A finding: two labels overlapping, a label crossing a view's edge, text outside the picture, a label
// whose drawn width differs from the width the layout measured (data-w) by more than 5%.
(function () {
  const TOLERANCE = 0.75;   // CSS px of anti-aliasing and rounding
  const results = { diagrams: 0, labels: 0, views: 0, widths: 0, maxWidthError: 0, findings: [] };
  const box = (r) => ({ x0: r.x, y0: r.y, x1: r.x + r.width, y1: r.y + r.height });
  const meets = (a, b) => a.x0 < b.x1 - TOLERANCE && b.x0 < a.x1 - TOLERANCE && a.y0 < b.y1 - TOLERANCE && b.y0 < a.y1 - TOLERANCE;
  const inside = (a, b) => a.x0 >= b.x0 - TOLERANCE && a.x1 <= b.x1 + TOLERANCE && a.y0 >= b.y0 - TOLERANCE && a.y1 <= b.y1 + TOLERANCE;
  function measure() {
    document.querySelectorAll('svg.layout-diagram').forEach((svg, d) => {
      results.diagrams += 1;
      const where = (el) => `diagram ${d + 1} (${(svg.querySelector('title') || {}).textContent || ''}): ${el}`;
      const picture = svg.getBoundingClientRect();
      svg.querySelectorAll('g.ld-panel').forEach((panel) => {
        // A `switch` diagram shows one panel at a time: the others are measured when their width is picked.
        if (getComputedStyle(panel).display !== 'none') measurePanel(panel, picture, where);
      });
    });
    function measurePanel(panel, picture, where) {
      {
        // Boxes and text of one panel share its coordinates (nested groups have no transform).
        const views = [...panel.querySelectorAll('rect.ld-box, rect.ld-content')].map((r) => ({
          name: r.parentNode.getAttribute('data-name') + (r.classList.contains('ld-content') ? ' (content)' : ''),
          b: box({ x: +r.getAttribute('x'), y: +r.getAttribute('y'), width: +r.getAttribute('width'), height: +r.getAttribute('height') }),
        }));
        results.views += views.length;
        const labels = [...panel.querySelectorAll('text')].map((t) => ({ el: t, text: t.textContent, b: box(t.getBBox()), cls: t.getAttribute('class') }));
        results.labels += labels.length;
        labels.forEach((l, i) => {
          const r = l.el.getBoundingClientRect();
          if (r.left < picture.left - TOLERANCE || r.right > picture.right + TOLERANCE || r.top < picture.top - TOLERANCE || r.bottom > picture.bottom + TOLERANCE) {
            results.findings.push(where(`'${l.text}' leaves the picture`));
          }
          for (let j = i + 1; j < labels.length; j++) {
            if (meets(l.b, labels[j].b)) results.findings.push(where(`'${l.text}' overlaps '${labels[j].text}'`));
          }
          if (l.cls === 'ld-text') return;   // a label view's own text lies in its own box
          views.forEach((v) => {
            if (meets(l.b, v.b) && !inside(l.b, v.b)) results.findings.push(where(`'${l.text}' crosses the edge of ${v.name}`));
          });
        });
        panel.querySelectorAll('text.ld-text[data-w]').forEach((t) => {
          t.querySelectorAll('tspan').forEach((span, k) => {
            const ours = +(t.getAttribute('data-w').split(',')[k]);
            const drawn = span.getComputedTextLength();
            if (ours <= 0 || drawn <= 0) return;
            const error = Math.abs(drawn - ours) / drawn;
            results.widths += 1;
            results.maxWidthError = Math.max(results.maxWidthError, error);
            if (error > 0.05) results.findings.push(where(`'${span.textContent}' is ${drawn.toFixed(2)} wide in the browser, ${ours} measured (${(error * 100).toFixed(1)}%)`));
          });
        });
      }
    }
    // Focusing a view (as the keyboard does) highlights exactly the constraints that touch it.
    results.focused = 0;
    document.querySelectorAll('svg.layout-diagram').forEach((svg, d) => {
      const views = [...svg.querySelectorAll('g.ld-view')].filter((g) => getComputedStyle(g.closest('.ld-panel')).display !== 'none');
      views.slice(0, 12).forEach((view) => {
        const index = [...view.classList].find((c) => /^ld-i\d+$/.test(c));
        if (!index || +index.slice(4) >= 64) return;
        view.focus();
        const k = 'ld-k' + index.slice(4);
        svg.querySelectorAll('g.ld-k').forEach((group) => {
          const lit = getComputedStyle(group.querySelector('path')).strokeWidth === '3px';
          if (lit !== group.classList.contains(k)) results.findings.push(`diagram ${d + 1}: focusing ${view.getAttribute('data-name')} ${lit ? 'lights' : 'leaves dark'} a constraint of ${group.getAttribute('class')}`);
        });
        results.focused += 1;
        view.blur();
      });
    });
    // `switch` diagrams: picking the k-th width (a click, as a reader does: diagrams.js then sizes the drawing to the
    // panel) shows the k-th panel and no other.
    results.switches = 0;
    document.querySelectorAll('figure.ld-switch').forEach((figure, f) => {
      const radios = [...figure.querySelectorAll('input[type=radio]')];
      const panels = [...figure.querySelectorAll('g.ld-panel')];
      radios.forEach((radio, k) => {
        radio.click();
        const shown = panels.map((p) => getComputedStyle(p).display !== 'none');
        results.switches += 1;
        if (shown.filter(Boolean).length !== 1 || !shown[k]) results.findings.push(`switch ${f + 1}: width ${k + 1} shows panels ${shown.map((v, i) => v ? i + 1 : null).filter((v) => v)}`);
        const svg = figure.querySelector('svg.layout-diagram');
        if (k > 0 && shown[k]) measurePanel(panels[k], svg.getBoundingClientRect(), (el) => `switch ${f + 1}, width ${k + 1}: ${el}`);
      });
      if (radios.length) radios[0].click();
    });
    const pre = document.createElement('pre');
    pre.id = 'diagram-measure';
    pre.textContent = JSON.stringify(results);
    document.body.appendChild(pre);
  }
  // Once the fonts are in and the page's deferred scripts have run (diagrams.js sizes a `switch` drawing to its panel).
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise((resolve) => window.addEventListener('load', resolve));
  Promise.all([loaded, document.fonts ? document.fonts.ready : Promise.resolve()]).then(measure);
})();

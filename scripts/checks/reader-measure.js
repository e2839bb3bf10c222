// Checks what a reader meets on a page of the default theme and writes the findings as JSON into
// <pre id="reader-measure"> (read back from chromium --dump-dom by reader-browser.sh): axe-core's serious and
// critical violations, the level-one headings, headings that link to their sections, code blocks with a copy button
// that copies the code and only the code, and how far the page overflows the window.
(async function () {
  const result = { violations: [], h1: 0, headings: 0, headingLinks: 0, codeBlocks: 0, copyButtons: 0, copied: [], overflow: 0, error: null };
  try {
    // copy.js runs deferred; the search page fills its results from the index.
    for (let i = 0; i < 40 && document.querySelector('.search-page') && !document.querySelector('.search-results li'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    result.h1 = document.querySelectorAll('h1').length;
    document.querySelectorAll('.post-body h2[id], .post-body h3[id], .post-body h4[id]').forEach((h) => {
      result.headings += 1;
      const link = h.querySelector('a.heading-link');
      if (link && link.getAttribute('href') === '#' + h.id) result.headingLinks += 1;
      else if (h.querySelector('a')) result.headingLinks += 1;   // a heading holding its own link is no link itself
    });
    const codes = document.querySelectorAll('pre > code');
    result.codeBlocks = codes.length;
    result.copyButtons = document.querySelectorAll('.code-frame > button.copy-code').length;
    // Copy the first three blocks with the clipboard recorded, and compare with the code's text.
    const written = [];
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: (text) => { written.push(text); return Promise.resolve(); } } });
    Object.defineProperty(window, 'isSecureContext', { value: true });
    for (const code of Array.from(codes).slice(0, 3)) {
      code.parentNode.parentNode.querySelector('button.copy-code').click();
      await new Promise((resolve) => setTimeout(resolve, 0));
      // What the reader sees as code: the lines' code parts where the block numbers its lines, else its text.
      const lines = code.querySelectorAll('.line > .cl');
      const expected = (lines.length ? Array.from(lines).map((l) => l.textContent).join('') : code.textContent).replace(/\n$/, '');
      result.copied.push({ same: written[written.length - 1] === expected, hasLineNumbers: /^\d/.test(written[written.length - 1] || '') && !/^\d/.test(expected) });
    }
    result.overflow = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    const report = await axe.run(document, { resultTypes: ['violations'] });
    result.violations = report.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, target: v.nodes[0] && v.nodes[0].target.join(' '), summary: v.nodes[0] && v.nodes[0].failureSummary }));
  } catch (error) {
    result.error = String(error);
  }
  const pre = document.createElement('pre');
  pre.id = 'reader-measure';
  pre.textContent = JSON.stringify(result);
  document.body.appendChild(pre);
})();

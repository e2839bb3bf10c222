// Measures what issue 43 asks of a page of the default theme and writes it as JSON into <pre id="phone-measure">
// (read back from chromium --dump-dom by phone-browser.sh): how far the page overflows the window, the header's rows,
// the search boxes, each diagram's smallest text as drawn and whether its figure scrolls, the tab stops inside
// diagrams, whether a diagram shown smaller than its own size opens full screen at that size, and the ASCII words of the theme's own interface (header, footer, sidebar, navigation, post meta and
// footers, diagram controls), for a site whose language is not English.
(async function () {
  const result = { overflow: 0, headerRows: 0, searchBoxes: 0, diagrams: [], diagramTabStops: 0, figures: 0, interfaceWords: [], error: null };
  try {
    // After the page's deferred scripts (diagrams.js sizes and marks the figures), which run after this one.
    if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    result.overflow = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
    const header = document.querySelector('.site-header .wrap');
    if (header) {
      const tops = new Set();
      for (const child of header.children) {
        if (child.tagName === 'SCRIPT' || child.hidden) continue;
        const box = child.getBoundingClientRect();
        if (box.height > 0) tops.add(Math.round(box.top / 8));
      }
      result.headerRows = tops.size;
    }
    result.searchBoxes = Array.from(document.querySelectorAll('input[type=search]')).filter((i) => i.getClientRects().length > 0).length;
    for (const figure of document.querySelectorAll('figure.layout-diagram')) {
      result.figures += 1;
      const svg = figure.querySelector('svg.layout-diagram:not(.ld-error)');
      if (!svg) continue;
      const viewBox = svg.viewBox.baseVal;
      const scale = svg.getBoundingClientRect().width / viewBox.width;
      let smallest = Infinity;
      for (const text of svg.querySelectorAll('text')) {
        if (!text.getClientRects().length) continue;
        smallest = Math.min(smallest, parseFloat(text.getAttribute('font-size') || '0') * scale);
      }
      // Full screen: offered where the drawing is shown smaller than its own size or scrolls; it shows the drawing at
      // its own size.
      const open = figure.querySelector('.ld-open');
      const offered = !!open && getComputedStyle(open).display !== 'none';
      const reduced = svg.getBoundingClientRect().width < Number(svg.getAttribute('width')) - 1;
      let fullSize = null;
      if (offered) {
        open.click();
        const dialog = document.querySelector('dialog.ld-dialog[open]'), copy = dialog && dialog.querySelector('svg');
        fullSize = !!copy && Math.abs(copy.getBoundingClientRect().width - Number(copy.getAttribute('width'))) < 1;
        if (dialog) dialog.close();
      }
      result.diagrams.push({ label: svg.getAttribute('aria-label').slice(0, 60), smallest: Math.round(smallest * 100) / 100,
                             scrolls: figure.scrollWidth > figure.clientWidth + 1, reduced, offered, fullSize,
                             hint: figure.classList.contains('ld-scrolls') && getComputedStyle(figure.querySelector('.ld-scroll-hint')).display !== 'none' });
    }
    // Tab stops: every element Tab reaches inside diagrams, the figure itself included.
    const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';
    for (const element of document.querySelectorAll('figure.layout-diagram, figure.layout-diagram ' + focusable.split(', ').join(', figure.layout-diagram '))) {
      if (element.tabIndex >= 0 && !element.disabled && element.getClientRects().length) {
        if (element.type === 'radio') continue;   // a `switch` diagram's width picker is a control of its own
        result.diagramTabStops += 1;
      }
    }
    const interfaceParts = '.site-header, .site-footer, .sidebar h2, .sidebar .all-months, .sidebar .all-tags, .skip, .post-meta, .post-footer, '
      + '.post-nav span, .pagination, .breadcrumbs, .ld-frames summary, .ld-frames thead, .ld-scroll-hint, .ld-open, .search-status, .related h2, .term-feed, .toc-title';
    const words = new Set();
    for (const element of document.querySelectorAll(interfaceParts)) {
      const clone = element.cloneNode(true);
      // What the site's own content puts there: its title, menu names, categories, tags, post titles, dates' digits.
      clone.querySelectorAll('.site-title, .site-nav a, a.category, a.tag, .post-terms a, .post-nav a, .breadcrumbs a, .breadcrumbs li[aria-current], time, script').forEach((e) => e.remove());
      const pieces = [];
      const walker = document.createTreeWalker(clone, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) pieces.push(walker.currentNode.nodeValue);
      const text = pieces.join(' ') + ' ' + Array.from(element.querySelectorAll('[aria-label], [placeholder], [title]'))
        .map((e) => [e.getAttribute('aria-label'), e.getAttribute('placeholder'), e.closest('.post-meta') ? e.getAttribute('title') : ''].join(' ')).join(' ');
      for (const word of text.match(/[A-Za-z]{2,}/g) || []) words.add(word);
    }
    // The page's own title (a term's name is in its feed link) is content, and so are the generator's name and JavaScript.
    const h1 = document.querySelector('h1');
    for (const allowed of ['JavaScript', 'blog'].concat((h1 && h1.textContent.match(/[A-Za-z]{2,}/g)) || [])) words.delete(allowed);
    result.interfaceWords = Array.from(words).sort();
  } catch (error) {
    result.error = String(error && error.stack || error);
  }
  const pre = document.createElement('pre');
  pre.id = 'phone-measure';
  pre.textContent = JSON.stringify(result);
  document.body.appendChild(pre);
})();

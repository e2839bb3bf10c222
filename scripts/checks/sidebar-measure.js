// Measures the default theme's sidebar in the browser and writes the results as JSON into <pre id="sidebar-measure">
// (read back from chromium --dump-dom by sidebar-browser.sh): its drawn height, its links by kind, the page's
// horizontal overflow, and on a year page the months' counts against the year's.
(function () {
  const aside = document.querySelector('aside.sidebar');
  const result = { height: 0, years: [], months: 0, categories: 0, overflow: 0, yearCount: null, monthCounts: [] };
  if (aside) {
    // The height of what it draws (the element itself stretches to the main column's height).
    const last = aside.lastElementChild;
    result.height = last ? Math.round(last.getBoundingClientRect().bottom - aside.getBoundingClientRect().top) : 0;
    aside.querySelectorAll('ul.years > li').forEach((li) => {
      const link = li.querySelector('a');
      const count = li.querySelector(':scope > .count');
      result.years.push({ label: link.textContent, href: link.getAttribute('href'), count: count ? +count.textContent : null,
                          months: li.querySelectorAll('ul.months > li').length });
    });
    result.months = aside.querySelectorAll('ul.months > li').length;
    result.categories = aside.querySelectorAll('ul.categories > li').length;
  }
  result.overflow = Math.max(0, document.documentElement.scrollWidth - window.innerWidth);
  const title = document.querySelector('h1.page-title .count');
  if (title) result.yearCount = +title.textContent;
  document.querySelectorAll('main .month-group h2 .count').forEach((c) => result.monthCounts.push(+c.textContent));
  const pre = document.createElement('pre');
  pre.id = 'sidebar-measure';
  pre.textContent = JSON.stringify(result);
  document.body.appendChild(pre);
})();

// Layout diagrams by keyboard and on phones: each figure is one tab stop; the arrow keys move through its views (their
// constraints light up, and their frame is read out), Enter opens the frames table, Escape goes back to the figure.
// Without this script the frames table's summary is the diagram's one tab stop. A drawing never shrinks its text
// below 9 px (its min-width): a figure that then scrolls sideways says so.
(function () {
  "use strict";
  var words = JSON.parse((document.currentScript && document.currentScript.getAttribute("data-strings")) || "{}");
  var figures = document.querySelectorAll("figure.layout-diagram");
  Array.prototype.forEach.call(figures, function (figure) {
    var summary = figure.querySelector(".ld-frames > summary");
    if (!figure.querySelector("g.ld-view")) return;
    figure.tabIndex = 0;
    figure.setAttribute("aria-description", words.diagramKeys || "Arrow keys move between the views; Escape leaves.");
    if (summary) summary.tabIndex = -1;
    var status = document.createElement("p");
    status.className = "ld-focus";
    status.setAttribute("aria-live", "polite");
    status.hidden = true;
    figure.insertBefore(status, figure.querySelector(".ld-frames, figcaption"));
    // The views of the panel on show (a `switch` diagram shows one of its widths at a time).
    function views() {
      return Array.prototype.filter.call(figure.querySelectorAll("g.ld-view"), function (view) { return view.getClientRects().length > 0; });
    }
    function show(view) {
      var title = view && view.querySelector("title");
      status.textContent = title ? title.textContent : "";
      status.hidden = !title;
    }
    figure.addEventListener("keydown", function (event) {
      var list = views(), at = list.indexOf(document.activeElement), target = -1;
      if (event.key === "ArrowRight" || event.key === "ArrowDown") target = Math.min(at + 1, list.length - 1);
      else if (event.key === "ArrowLeft" || event.key === "ArrowUp") target = at < 0 ? list.length - 1 : Math.max(at - 1, 0);
      else if (event.key === "Home") target = 0;
      else if (event.key === "End") target = list.length - 1;
      if (target >= 0 && list.length) {
        event.preventDefault();
        list[target].focus();
        show(list[target]);
      } else if (event.key === "Escape" && at >= 0) {
        event.preventDefault();
        figure.focus();
        show(null);
      } else if (event.key === "Enter" && document.activeElement === figure && summary) {
        event.preventDefault();
        summary.parentNode.open = !summary.parentNode.open;
      }
    });
    var hint = document.createElement("p");
    hint.className = "ld-scroll-hint";
    hint.textContent = words.diagramScroll || "Scroll sideways to see the whole diagram";
    figure.insertBefore(hint, figure.firstChild);
    function measure() { figure.classList.toggle("ld-scrolls", figure.scrollWidth > figure.clientWidth + 1); }
    measure();
    window.addEventListener("resize", measure);
    figure.addEventListener("focusout", function (event) { if (!figure.contains(event.relatedTarget)) show(null); });
  });
})();

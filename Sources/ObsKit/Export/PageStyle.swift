/// The page's inline style sheet and script: dark on light, the system's fonts (no web fonts), one column
/// on a phone and two (the turn, then its screen) from 760px. The script only adds to what works without
/// it: the timeline marks the turn at the top, its links and ←/→ step through the turns, and a button
/// shows one turn at a time.
enum PageStyle {
    static let css = """
        :root { --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --soft: #f6f8fa; --accent: #0969da;
          --ran: #fff1b8; --ran-edge: #bf8700; --err: #cf222e; --warn: #7d4e00; --ok: #1a7f37;
          --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace; }
        * { box-sizing: border-box; }
        body { margin: 0; color: var(--ink); background: #fff;
          font: 16px/1.55 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif; }
        header.top, main { max-width: 1080px; margin: 0 auto; padding: 0 16px; }
        header.top h1 { font-size: 1.55rem; line-height: 1.25; margin: 22px 0 4px; }
        .meta { color: var(--muted); font-size: .88rem; margin: 0 0 10px; }
        .legend { color: var(--muted); font-size: .8rem; margin: -6px 0 10px; }
        .legend span { display: inline-block; padding: 0 5px; margin: 0 2px; border: 1px solid var(--line); border-radius: 3px; font-family: var(--mono); }
        .legend .ran { background: var(--ran); } .legend .err { color: var(--err); border-color: var(--err); }
        .legend .decl { border-bottom: 3px solid #8c959f; } .legend .code { border-bottom: 3px solid #8250df; } .legend .cmd { border-bottom: 3px solid var(--accent); }
        code, pre { font-family: var(--mono); }
        p code, li code, h2 code, h3 code, h1 code { font-size: .88em; background: var(--soft); padding: .1em .3em; border-radius: 4px; }
        nav.timeline { position: sticky; top: 0; z-index: 2; background: rgba(255,255,255,.97); border-bottom: 1px solid var(--line); }
        nav.timeline ol { list-style: none; margin: 0 auto; max-width: 1080px; padding: 8px 16px; display: flex; gap: 4px; overflow-x: auto; align-items: center; }
        nav.timeline a { display: block; min-width: 2.2em; padding: 1px 5px; text-align: center; font: 12px/1.7 var(--mono);
          color: var(--ink); text-decoration: none; background: #fff; border: 1px solid var(--line); border-bottom-width: 3px; border-radius: 4px; }
        nav.timeline a.decl { border-bottom-color: #8c959f; } nav.timeline a.cmd { border-bottom-color: var(--accent); }
        nav.timeline a.code { border-bottom-color: #8250df; } nav.timeline a.ran { background: var(--ran); }
        nav.timeline a.err { color: var(--err); border-color: var(--err); }
        nav.timeline a.current { outline: 2px solid var(--ink); outline-offset: 1px; }
        nav.timeline button { font: inherit; font-size: 12px; line-height: 1.7; margin-left: 8px; padding: 1px 8px; border: 1px solid var(--line); border-radius: 4px; background: var(--soft); color: var(--ink); cursor: pointer; white-space: nowrap; }
        .narration { max-width: 46rem; }
        .narration h2 { font-size: 1.25rem; margin: 28px 0 8px; }
        section.turn { display: grid; grid-template-columns: minmax(0, 1fr); gap: 4px 18px; padding: 12px 0;
          border-top: 1px solid var(--line); scroll-margin-top: 48px; }
        @media (min-width: 760px) { section.turn { grid-template-columns: minmax(0, 1fr) 280px; } }
        section.turn > .graph { grid-column: 1 / -1; }
        .io { position: relative; padding-left: 2.4em; min-width: 0; }
        .num { position: absolute; left: 0; top: 9px; font: 12px var(--mono); color: var(--muted); text-decoration: none; }
        section.turn.current .num { color: var(--ink); font-weight: 700; }
        pre { margin: 6px 0; padding: 7px 10px; font-size: 13.5px; line-height: 1.45; white-space: pre-wrap; overflow-wrap: anywhere; border-radius: 6px; }
        pre.input { background: var(--soft); border: 1px solid var(--line); white-space: pre; overflow-x: auto; }
        pre.out, pre.echo { border-left: 3px solid var(--line); border-radius: 0; }
        pre.warning { color: var(--warn); background: #fff8c5; }
        pre.advice { color: var(--muted); background: var(--soft); }
        pre.error { color: var(--err); background: #ffebe9; }
        pre.notice { color: var(--muted); padding-top: 0; padding-bottom: 0; }
        pre .k { color: #a0209a; } pre .s { color: #b31d28; } pre .n { color: #1c3fbf; } pre .t { color: #0b6e79; }
        pre .a { color: #7a5a00; } pre .c { color: #6e7781; } pre .cm { color: var(--accent); font-weight: 600; }
        ul.happened { list-style: none; padding: 0; margin: 6px 0; font-size: .88rem; color: var(--muted); }
        ul.happened b { font-weight: 600; color: var(--ink); margin-right: 4px; }
        .view, .obj { font: .8rem var(--mono); background: var(--soft); padding: 0 4px; border-radius: 3px; color: var(--ink); }
        li.ran .view { background: var(--ran); } li.made .obj { background: #dafbe1; } li.gone .obj { background: #ffebe9; }
        aside.after { min-width: 0; }
        .phone { border: 2px solid #424a53; border-radius: 22px; padding: 16px 10px; margin: 6px 0; background: #fff; font: 13px/1.55 var(--mono); }
        .phone .ln { position: relative; white-space: pre-wrap; overflow-wrap: anywhere; padding: 1px 4px 1px 16px; border-radius: 3px; }
        .phone .ln.ran { background: var(--ran); }
        .phone .ln.ran::before { content: "▸"; position: absolute; left: 3px; color: var(--ran-edge); }
        .phone .ln.rule { height: 1px; padding: 0; margin: 6px 0; background: var(--line); }
        .btn { color: var(--accent); background: #eef6ff; border: 1px solid #b6d4fe; border-radius: 6px; padding: 0 6px; }
        .field { border: 1px solid #8c959f; border-radius: 4px; padding: 0 6px; background: #fff; }
        .field .title { color: var(--muted); margin-right: 6px; }
        details.graph summary, p.graph.same { font-size: .88rem; color: var(--muted); cursor: pointer; margin: 4px 0; }
        details.graph svg { max-width: 100%; height: auto; display: block; margin: 6px 0; }
        svg.graph .node rect { fill: #fff; stroke: #424a53; } svg.graph .node.ran rect { fill: #fde68a; }
        svg.graph .object ellipse { fill: #ddf4ff; stroke: var(--accent); }
        svg.graph text { font: 12px var(--mono); fill: var(--ink); } svg.graph .runs { font-size: 10px; fill: var(--muted); }
        svg.graph .elabel { font-size: 11px; fill: var(--muted); }
        .exercise { border: 1px solid var(--line); border-radius: 8px; padding: 2px 16px 6px; margin: 18px 0; background: #fbfcfd; }
        .exercise h2 { font-size: 1.2rem; margin: 12px 0 4px; }
        ul.checks { list-style: none; padding: 0; } li.held { color: var(--ok); } li.failed { color: var(--err); }
        .solution { color: var(--muted); font-size: .9rem; }
        section.summary { border-top: 1px solid var(--line); margin-top: 12px; padding-bottom: 40px; }
        table { border-collapse: collapse; margin: 8px 0 16px; font-size: .9rem; }
        th, td { border: 1px solid var(--line); padding: 3px 10px; text-align: left; }
        td + td { text-align: right; font-variant-numeric: tabular-nums; }
        body.one main > :not(.here):not(.context) { display: none; }
        body.one .exercise section.turn:not(.current) { display: none; }
        body.one main > section.turn.here { border-top: 0; }

        """

    static let script = """
        (function () {
          "use strict";
          var links = Array.prototype.slice.call(document.querySelectorAll("nav.timeline a[data-turn]"));
          var turns = Array.prototype.slice.call(document.querySelectorAll("section.turn"));
          if (!turns.length) return;
          var current = -1;
          function part(turn) { var node = turn; while (node.parentElement && node.parentElement.tagName !== "MAIN") node = node.parentElement; return node; }
          function show(index, scroll) {
            index = Math.max(0, Math.min(turns.length - 1, index));
            current = index;
            links.forEach(function (a, i) { a.classList.toggle("current", i === index); if (i === index) a.setAttribute("aria-current", "step"); else a.removeAttribute("aria-current"); });
            turns.forEach(function (t, i) { t.classList.toggle("current", i === index); });
            Array.prototype.forEach.call(document.querySelectorAll("main > .here, main > .context"), function (e) { e.classList.remove("here", "context"); });
            var here = part(turns[index]);
            here.classList.add("here");
            for (var before = here.previousElementSibling; before && before.tagName !== "SECTION"; before = before.previousElementSibling) {
              if (before.classList.contains("narration")) { before.classList.add("context"); break; }
            }
            document.body.setAttribute("data-current", turns[index].getAttribute("data-turn"));
            if (scroll) {
              turns[index].scrollIntoView({ block: "start" });
              if (links[index].scrollIntoView) links[index].scrollIntoView({ block: "nearest", inline: "center" });
              try { history.replaceState(null, "", "#" + turns[index].id); } catch (e) { /* a page opened from disk may refuse */ }
            }
          }
          links.forEach(function (a, i) { a.addEventListener("click", function (event) { event.preventDefault(); show(i, true); }); });
          document.addEventListener("keydown", function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey) return;
            if (event.key === "ArrowRight" || event.key === "j") { event.preventDefault(); show(current + 1, true); }
            if (event.key === "ArrowLeft" || event.key === "k") { event.preventDefault(); show(current - 1, true); }
          });
          var list = document.querySelector("nav.timeline ol");
          if (list) {
            var button = document.createElement("button");
            button.type = "button";
            button.textContent = "one turn at a time";
            button.addEventListener("click", function () {
              var one = document.body.classList.toggle("one");
              button.textContent = one ? "all turns" : "one turn at a time";
              show(current, true);
            });
            var item = document.createElement("li");
            item.appendChild(button);
            list.appendChild(item);
          }
          // Scrolling marks the turn at the top (below the timeline) as the current one.
          var pending = false;
          window.addEventListener("scroll", function () {
            if (pending || document.body.classList.contains("one")) return;
            pending = true;
            window.requestAnimationFrame(function () {
              pending = false;
              var top = turns.findIndex(function (t) { return t.getBoundingClientRect().bottom > 60; });
              if (top >= 0 && top !== current) show(top, false);
            });
          }, { passive: true });
          var start = turns.findIndex(function (t) { return "#" + t.id === location.hash; });
          show(start < 0 ? 0 : start, start > 0);
        })();

        """
}

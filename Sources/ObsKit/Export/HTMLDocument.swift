import Foundation

/// A WebPage written out as one HTML document: the head with its inline style, the title, the timeline
/// of every turn (plain links: it works without JavaScript), the parts in order, a summary of objects and
/// body runs, and the little script that lets the timeline step through the turns.
extension WebPage {
    /// The page. `graphviz` turns DOT into SVG when Graphviz is installed (the shell runs it); without it,
    /// or where it fails, the graphs are drawn by our own layered layout (SVGGraph), and the page says which.
    public func html(graphviz: ((String) -> String?)? = nil) -> String {
        var drawing = GraphDrawing(graphviz: graphviz)
        var body = ""
        var previous: (graph: GraphSnapshot, turn: Int)?
        func turns(_ range: Range<Int>) -> String {
            range.map { index in
                let record = records[index]
                let html = HTMLTurn(record: record, number: index + 1).html(graph: drawing.graph(record, number: index + 1, previous: previous))
                if let graph = record.graph, previous?.graph != graph { previous = (graph, index + 1) }
                return html
            }.joined()
        }
        for part in parts {
            switch part {
            case .narration(let text):
                body += "<div class=\"narration\">\n" + HTMLText.markdown(text, link: link) + "</div>\n"
            case .turns(let range):
                body += turns(range)
            case .exercise(let exercise):
                body += "<div class=\"exercise\">\n<h2>Exercise</h2>\n<p class=\"task\">" + HTMLText.inline(exercise.task, link) + "</p>\n"
                for hint in exercise.hints {
                    body += "<details class=\"hint\"><summary>Hint</summary><p>" + HTMLText.inline(hint, link) + "</p></details>\n"
                }
                body += "<ul class=\"checks\">\n" + exercise.checks.map { check in
                    "<li class=\"\(check.failure == nil ? "held" : "failed")\">" + (check.failure == nil ? "✓ " : "✗ ")
                        + HTMLText.inline(check.text, link) + (check.failure.map { " — " + HTMLText.escape($0) } ?? "") + "</li>\n"
                }.joined() + "</ul>\n"
                body += "<p class=\"solution\">A solution, as played (the checks ran after it):</p>\n" + turns(exercise.solution) + "</div>\n"
            }
        }
        var meta = "\(records.count) turn\(records.count == 1 ? "" : "s") · obsrepl \(ObsREPLVersion.current)"
        if let note = drawing.note { meta += " · " + note }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="obsrepl \(ObsREPLVersion.current)">
            <title>\(HTMLText.escape(title))</title>
            <style>
            \(PageStyle.css)</style>
            </head>
            <body>
            <header class="top">
            <h1>\(HTMLText.inline(title, { _ in nil }))</h1>
            <p class="meta">\(HTMLText.escape(meta))</p>
            \(records.isEmpty ? "" : Self.legend)</header>
            \(timeline())<main>
            \(body)\(totals())</main>
            <script>
            \(PageStyle.script)</script>
            </body>
            </html>

            """
    }

    /// What the timeline's marks mean.
    static let legend = "<p class=\"legend\">Turns: <span class=\"decl\">declaration</span><span class=\"code\">code</span>"
        + "<span class=\"cmd\">command</span> · <span class=\"ran\">a view's body ran</span> · <span class=\"err\">an error</span></p>\n"

    /// Where a narration link goes: other tutorials' pages when they are beside this one; web links as they are.
    private func link(_ target: String) -> String? {
        if target.hasPrefix("https://") || target.hasPrefix("http://") { return target }
        guard linksTutorials, target.hasSuffix(".md"), !target.contains("/") else { return nil }
        return String(target.dropLast(3)) + ".html"
    }

    /// One link per turn, marked by what the turn was and what happened in it.
    private func timeline() -> String {
        guard !records.isEmpty else { return "" }
        var html = "<nav class=\"timeline\" aria-label=\"turns\"><ol>\n"
        for (index, record) in records.enumerated() {
            let first = record.input.split(separator: "\n").first.map(String.init) ?? record.input
            html += "<li><a href=\"#t\(index + 1)\" data-turn=\"\(index + 1)\" class=\"\(HTMLTurn.classes(record))\" title=\"\(HTMLText.escape(first))\">\(index + 1)</a></li>\n"
        }
        return html + "</ol></nav>\n"
    }

    /// Objects made and destroyed per class, and body runs per view, over the whole page.
    private func totals() -> String {
        var made: [String: Int] = [:], gone: [String: Int] = [:], runs: [String: Int] = [:]
        var views: [String] = []
        for event in records.flatMap(\.events) {
            switch event {
            case .objectInit(_, let name): made[name, default: 0] += 1
            case .objectDeinit(_, let name): gone[name, default: 0] += 1
            case .bodyRun(let node, _):
                if runs[node] == nil { views.append(node) }
                runs[node, default: 0] += 1
            default: continue
            }
        }
        guard !made.isEmpty || !runs.isEmpty else { return "" }
        var html = "<section class=\"summary\">\n<h2>In all</h2>\n"
        if !made.isEmpty {
            html += "<table class=\"objects\">\n<thead><tr><th>class</th><th>made</th><th>destroyed</th><th>alive at the end</th></tr></thead>\n<tbody>\n"
            for name in Set(made.keys).union(gone.keys).sorted() {
                let (m, g) = (made[name] ?? 0, gone[name] ?? 0)
                html += "<tr><td>\(HTMLText.escape(name))</td><td>\(m)</td><td>\(g)</td><td>\(max(0, m - g))</td></tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        if !runs.isEmpty {
            html += "<table class=\"bodies\">\n<thead><tr><th>view</th><th>body runs</th></tr></thead>\n<tbody>\n"
            for view in views { html += "<tr><td>\(HTMLText.escape(view))</td><td>\(runs[view]!)</td></tr>\n" }
            html += "</tbody>\n</table>\n"
        }
        return html + "</section>\n"
    }
}

/// Draws each turn's graph: by Graphviz when given, else (or where it fails) by SVGGraph; remembers which,
/// for the page's note.
struct GraphDrawing {
    let graphviz: ((String) -> String?)?
    private var byGraphviz = 0, byOurs = 0

    init(graphviz: ((String) -> String?)?) {
        self.graphviz = graphviz
    }

    /// The graph after `record`'s turn, or a pointer to the turn that drew the same one; nil if none.
    mutating func graph(_ record: TurnRecord, number: Int, previous: (graph: GraphSnapshot, turn: Int)?) -> HTMLTurn.Graph? {
        guard let graph = record.graph else { return nil }
        if let previous, previous.graph == graph { return .sameAs(previous.turn) }
        let highlighted = record.bodiesRun
        if let graphviz, let svg = graphviz(graph.dot(highlighted: highlighted)), let start = svg.range(of: "<svg") {
            byGraphviz += 1
            return .drawn(String(svg[start.lowerBound...]))
        }
        byOurs += 1
        return .drawn(SVGGraph(snapshot: graph, highlighted: highlighted, id: "g\(number)").svg())
    }

    /// Which drew the graphs, and why.
    var note: String? {
        switch (byGraphviz > 0, byOurs > 0) {
        case (false, false): return nil
        case (true, false): return "graphs drawn by Graphviz (dot)"
        case (true, true): return "graphs drawn by Graphviz (dot), and by ObsREPL's own layout where dot failed"
        case (false, true):
            return graphviz == nil ? "graphs drawn by ObsREPL's own layered layout (Graphviz's dot is not installed)"
                : "graphs drawn by ObsREPL's own layered layout (dot failed)"
        }
    }
}

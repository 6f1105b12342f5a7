import Foundation

/// One turn of a page: the input (highlighted as the shell classifies Swift), what it printed (output, the
/// value's echo, warnings, advice, errors, notices), what happened (bodies run, objects made and destroyed,
/// subscriptions), the screen after it (the rows of views whose bodies ran highlighted) and the graph.
/// `data-ran` lists the views whose bodies ran.
struct HTMLTurn {
    enum Graph {
        case drawn(String)
        /// The same graph as after that turn.
        case sameAs(Int)
    }

    let record: TurnRecord
    let number: Int

    /// What kind of input the turn was and what happened in it, as CSS classes (the timeline's too).
    static func classes(_ record: TurnRecord) -> String {
        var classes = [record.input.hasPrefix(":") ? "cmd" : record.isDeclaration ? "decl" : "code"]
        if !record.errors.isEmpty { classes.append("err") }
        if !record.warnings.isEmpty { classes.append("warn") }
        if !record.advice.isEmpty { classes.append("advice") }
        if !record.bodiesRun.isEmpty { classes.append("ran") }
        let happened = record.happened
        if !happened.made.isEmpty { classes.append("made") }
        if !happened.gone.isEmpty { classes.append("gone") }
        return classes.joined(separator: " ")
    }

    func html(graph: Graph?) -> String {
        let ran = record.bodiesRun.sorted().joined(separator: " ")
        var html = "<section class=\"turn \(Self.classes(record))\" id=\"t\(number)\" data-turn=\"\(number)\" data-ran=\"\(HTMLText.escape(ran))\">\n"
        html += "<div class=\"io\">\n<a class=\"num\" href=\"#t\(number)\" aria-label=\"turn \(number)\">\(number)</a>\n"
        html += "<pre class=\"input\"><code>" + HTMLText.input(record.input) + "</code></pre>\n"
        if !record.output.isEmpty { html += block("out", record.output) }
        if let echo = record.echo { html += "<pre class=\"echo\">" + echoHTML(echo) + "</pre>\n" }
        for warning in record.warnings { html += block("warning", "warning: " + warning) }
        for advice in record.advice { html += block("advice", advice) }
        for error in record.errors { html += block("error", error) }
        for notice in record.notices { html += block("notice", "(" + notice + ")") }
        html += happened()
        html += "</div>\n"
        if let screen = record.screen {
            html += "<aside class=\"after\" aria-label=\"the screen after turn \(number)\">\n" + HTMLScreen.html(screen) + "</aside>\n"
        }
        switch graph {
        case .drawn(let svg)?:
            html += "<details class=\"graph\"><summary>View tree and subscriptions after turn \(number)</summary>\n" + svg + "</details>\n"
        case .sameAs(let turn)?:
            html += "<p class=\"graph same\">View tree and subscriptions: as after turn <a href=\"#t\(turn)\">\(turn)</a>.</p>\n"
        case nil:
            break
        }
        return html + "</section>\n"
    }

    private func block(_ kind: String, _ text: String) -> String {
        let trimmed = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return "<pre class=\"\(kind)\">" + HTMLText.escape(trimmed) + "</pre>\n"
    }

    /// `$R0: Int = 5`: the name, the type, and the value highlighted as Swift (as the shell colours it).
    private func echoHTML(_ line: String) -> String {
        guard let colon = line.range(of: ": "), let equals = line.range(of: " = ", range: colon.upperBound..<line.endIndex) else {
            return HTMLText.escape(line)
        }
        return "<span class=\"c\">" + HTMLText.escape(String(line[..<colon.lowerBound]) + ":") + "</span> <span class=\"t\">"
            + HTMLText.escape(String(line[colon.upperBound..<equals.lowerBound])) + "</span> = " + HTMLText.swift(String(line[equals.upperBound...]))
    }

    /// Bodies run (and why), objects made and destroyed, subscriptions made and cancelled.
    private func happened() -> String {
        let happened = record.happened
        func objects(_ names: [String]) -> String {
            names.map { "<span class=\"obj\">\(HTMLText.escape($0))</span>" }.joined(separator: ", ")
        }
        var items: [String] = []
        if !happened.bodies.isEmpty {
            items.append("<li class=\"ran\"><b>body ran</b> " + happened.bodies.map { body in
                "<span class=\"view\">\(HTMLText.escape(body.node))</span>"
                    + (body.reasons.isEmpty ? "" : " <span class=\"why\">(" + HTMLText.escape(body.reasons.joined(separator: ", ")) + ")</span>")
            }.joined(separator: ", ") + "</li>")
        }
        if !happened.made.isEmpty { items.append("<li class=\"made\"><b>made</b> " + objects(happened.made) + "</li>") }
        if !happened.gone.isEmpty { items.append("<li class=\"gone\"><b>destroyed</b> " + objects(happened.gone) + "</li>") }
        if happened.subscribed + happened.cancelled > 0 {
            items.append("<li class=\"subs\"><b>subscriptions</b> \(happened.subscribed) made, \(happened.cancelled) cancelled</li>")
        }
        return items.isEmpty ? "" : "<ul class=\"happened\">" + items.joined() + "</ul>\n"
    }
}

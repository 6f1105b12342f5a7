/// The mounted screen (the model `:screen` draws as text) drawn in HTML: a phone-like frame, one row per
/// line, each naming the view that drew it (`data-view`), the rows of views whose bodies ran in the turn
/// marked `ran` (highlighted, with `▸` as the shell marks them). Buttons (`[ Label ]`) and fields
/// (`[Title: text_]`) are drawn as controls; the rest is the line's text.
enum HTMLScreen {
    static func html(_ screen: Screen) -> String {
        var html = "<div class=\"phone\" role=\"img\" aria-label=\"the screen after this turn\">\n"
        for line in screen.lines {
            var classes = "ln"
            if line.rerendered { classes += " ran" }
            if line.text.allSatisfy({ $0 == "─" }) && !line.text.isEmpty { classes += " rule" }
            let view = line.view.map { " data-view=\"\(HTMLText.escape($0))\"" } ?? ""
            html += "<div class=\"\(classes)\"\(view)>" + (line.text.isEmpty ? "&nbsp;" : controls(line.text)) + "</div>\n"
        }
        return html + "</div>\n"
    }

    /// A line's text with its `[ Label ]` buttons and `[Title: text_]` fields as styled spans.
    static func controls(_ text: String) -> String {
        if text.allSatisfy({ $0 == "─" }) { return "" }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            let inner = rest[rest.index(after: open)..<close]
            let button = inner.count >= 2 && inner.first == " " && inner.last == " "
            let field = inner.hasSuffix("_") && inner.contains(":")
            guard button || field else {
                out += HTMLText.escape(String(rest[...open]))
                rest = rest[rest.index(after: open)...]
                continue
            }
            out += HTMLText.escape(String(rest[..<open]))
            if button {
                out += "<span class=\"btn\">" + HTMLText.escape(String(inner.dropFirst().dropLast())) + "</span>"
            } else {
                let colon = inner.firstIndex(of: ":")!
                let title = inner[..<colon], value = inner[inner.index(after: colon)...].dropLast().drop { $0 == " " }
                out += "<span class=\"field\"><span class=\"title\">" + HTMLText.escape(String(title)) + "</span>"
                    + (value.isEmpty ? "" : HTMLText.escape(String(value))) + "</span>"
            }
            rest = rest[rest.index(after: close)...]
        }
        return out + HTMLText.escape(String(rest))
    }
}

import Foundation

/// Text into HTML: escaping (everything a page shows from a session goes through `escape`), Swift
/// highlighted by SwiftHighlighting's classes, and the small part of Markdown the tutorials' narration
/// uses (headings, paragraphs, lists, `code`, **bold**, *emphasis*, links).
enum HTMLText {
    /// `text` safe as element content and as a quoted attribute value.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// The CSS class of a kind of token (the page's style sheet colours them).
    static func cssClass(_ kind: SwiftHighlighting.Kind) -> String {
        switch kind {
        case .keyword: return "k"
        case .string: return "s"
        case .number: return "n"
        case .type: return "t"
        case .attribute: return "a"
        case .comment: return "c"
        }
    }

    /// Swift, highlighted token by token as the shell classifies it; escaped as it is if it does not parse.
    static func swift(_ text: String) -> String {
        guard let runs = SwiftHighlighting.runs(text) else { return escape(text) }
        return runs.map { run in
            run.kind.map { "<span class=\"\(cssClass($0))\">" + escape(run.text) + "</span>" } ?? escape(run.text)
        }.joined()
    }

    /// An input as typed: a `:` command's name marked, its argument highlighted as Swift where it is
    /// (`:mount Counter()`, `:tap "Add"`); Swift highlighted.
    static func input(_ text: String) -> String {
        guard text.hasPrefix(":") else { return swift(text) }
        let name = text.prefix { !$0.isWhitespace }
        return "<span class=\"cm\">" + escape(String(name)) + "</span>" + swift(String(text.dropFirst(name.count)))
    }

    // MARK: Markdown

    /// The narration's Markdown as HTML. `link` decides where a link goes (nil: shown as text only).
    static func markdown(_ text: String, link: (String) -> String?) -> String {
        var html = ""
        var paragraph: [String] = []
        var list: (tag: String, items: [String])?
        func flush() {
            if !paragraph.isEmpty { html += "<p>" + inline(paragraph.joined(separator: " "), link) + "</p>\n" }
            paragraph = []
            if let open = list {
                html += "<\(open.tag)>" + open.items.map { "<li>" + inline($0, link) + "</li>" }.joined() + "</\(open.tag)>\n"
            }
            list = nil
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw).trimmingWhitespace()
            if line.isEmpty { flush(); continue }
            let hashes = line.prefix { $0 == "#" }.count
            if hashes > 0, hashes < 7, line.dropFirst(hashes).hasPrefix(" ") {
                flush()
                let level = min(hashes + 1, 6)  // the page's own title is the only h1
                html += "<h\(level)>" + inline(String(line.dropFirst(hashes + 1)), link) + "</h\(level)>\n"
                continue
            }
            let bullet = line.hasPrefix("- ") || line.hasPrefix("* ")
            let number = line.prefix { $0.isNumber }
            let numbered = !number.isEmpty && line.dropFirst(number.count).hasPrefix(". ")
            if bullet || numbered {
                let tag = bullet ? "ul" : "ol"
                if !paragraph.isEmpty || list?.tag != tag { flush() }
                if list == nil { list = (tag, []) }
                list!.items.append(String(line.dropFirst(bullet ? 2 : number.count + 2)))
            } else if list != nil, raw.first == " " {
                list!.items[list!.items.count - 1] += " " + line  // an item's continued line
            } else {
                if list != nil { flush() }
                paragraph.append(line)
            }
        }
        flush()
        return html
    }

    /// A line's inline Markdown: links first (their text may hold code), then code spans, then emphasis.
    static func inline(_ text: String, _ link: (String) -> String?) -> String {
        if let open = text.range(of: "["), let middle = text.range(of: "](", range: open.upperBound..<text.endIndex),
           let close = text.range(of: ")", range: middle.upperBound..<text.endIndex),
           !text[open.upperBound..<middle.lowerBound].contains("]") {
            let label = inline(String(text[open.upperBound..<middle.lowerBound]), link)
            let target = link(String(text[middle.upperBound..<close.lowerBound]))
            let anchor = target.map { "<a href=\"\(escape($0))\">" + label + "</a>" } ?? label
            return inline(String(text[..<open.lowerBound]), link) + anchor + inline(String(text[close.upperBound...]), link)
        }
        let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
        return pieces.enumerated().map { index, piece in
            // An odd piece is inside backticks (an unclosed one stays text).
            index % 2 == 1 && index < pieces.count - 1 ? "<code>" + escape(String(piece)) + "</code>"
                : emphasis(escape(String(piece)), index % 2 == 1 ? "`" : "")
        }.joined()
    }

    /// `**strong**` and `*emphasis*` in escaped text.
    private static func emphasis(_ text: String, _ prefix: String) -> String {
        var out = prefix
        var rest = Substring(text)
        while let star = rest.firstIndex(of: "*") {
            let strong = rest[star...].hasPrefix("**")
            let marker = strong ? "**" : "*"
            let after = rest.index(star, offsetBy: marker.count)
            guard let end = rest.range(of: marker, range: after..<rest.endIndex), end.lowerBound > after else {
                out += rest[...star]
                rest = rest[rest.index(after: star)...]
                continue
            }
            let tag = strong ? "strong" : "em"
            out += rest[..<star] + "<\(tag)>" + rest[after..<end.lowerBound] + "</\(tag)>"
            rest = rest[end.upperBound...]
        }
        return out + rest
    }
}

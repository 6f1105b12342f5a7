import Foundation

/// A lesson's narration on the terminal (guided mode, `obsrepl play --step`): `## ` headings in bold, the
/// title line left out (it was shown), a link to another lesson as the command that starts it, Markdown's
/// backticks gone, and a fenced code block (```swift) quoted with a bar, coloured as Swift, its fences
/// dropped: prose code that is clearly not an input to run.
enum Narration {
    static let quote = "  │ "

    static func terminal(_ text: String, dropping dropped: Set<String> = []) -> String {
        var lines: [String] = []
        var fence: (character: Character, length: Int, isSwift: Bool)?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.count >= open.length, trimmed.allSatisfy({ $0 == open.character }) {
                    fence = nil
                } else {
                    lines.append(Terminal.style(quote, "2") + (open.isSwift ? SyntaxColouring.swift(line) : line))
                }
                continue
            }
            if let first = trimmed.first, first == "`" || first == "~" {
                let run = trimmed.prefix { $0 == first }
                if run.count >= 3 {
                    let language = trimmed.dropFirst(run.count).trimmingCharacters(in: .whitespaces)
                    fence = (first, run.count, language.isEmpty || language == "swift")
                    continue
                }
            }
            if line.hasPrefix("# ") || dropped.contains(line) { continue }
            lines.append(line.hasPrefix("## ") ? Terminal.style(plain(String(line.dropFirst(3))), "1") : plain(line))
        }
        // Blank lines around it go; the quote's own indentation stays.
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// A line of prose for the terminal: a link to another lesson becomes the command that starts it, and
    /// Markdown's backticks go.
    static func plain(_ text: String) -> String {
        let out = text.replacingOccurrences(of: #"\[([^\]]*)\]\(([0-9][^)]*)\.md\)"#, with: "$1 (obsrepl tutorial $2)", options: .regularExpression)
        return out.replacingOccurrences(of: "`", with: "")
    }
}

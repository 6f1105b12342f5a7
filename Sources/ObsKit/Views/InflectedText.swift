/// Automatic grammar agreement in a text (iOS 15): `"^[\(count) cup](inflect: true)"` shows "1 cup", "2 cups".
/// Foundation inflects the noun after the number to agree with it; ObsREPL does it for English with the usual
/// plural endings, and shows the rest of the markup's text as written. [D: Apple Foundation
/// `attributedstring/inflect`, "Automatic grammar agreement" (WWDC21 10109)]
enum InflectedText {
    /// The text with each `^[...](inflect: true)` span replaced by its inflected words.
    static func render(_ text: String) -> String {
        guard text.contains("](inflect: true)") else { return text }
        var result = ""
        var rest = text[...]
        while let open = rest.range(of: "^["), let close = rest[open.upperBound...].range(of: "](inflect: true)") {
            result += rest[..<open.lowerBound]
            result += inflected(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// "2 cup" → "2 cups": the last word made plural when the number before it is not one.
    private static func inflected(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count >= 2, let number = Double(words[0]), number != 1, let last = words.last, !last.isEmpty else { return phrase }
        words[words.count - 1] = plural(of: last)
        return words.joined(separator: " ")
    }

    private static func plural(of noun: String) -> String {
        let lower = noun.lowercased()
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return noun + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return noun.dropLast() + "ies" }
        return noun + "s"
    }
}

/// Tab completion for the shell: what may follow the text before the cursor. Pure: it reads the session's
/// names, types and mounted UI; it runs no code and records no event (a completion is not a turn).
extension Session {
    /// The completions of `line`, the text before the cursor. Each candidate replaces the text from the
    /// character offset `replacingFrom` to the end of `line`, and ends with what naturally follows it: a
    /// space after a command that takes arguments, the closing quote of a label, `(` or `()` after a
    /// method. Candidates are sorted and distinct; none means nothing fits.
    ///
    /// - `:mo` → `:mount `; `:help ta` → `tap`
    /// - `:tap "In` → the visible buttons' labels; `:type "x" into "` → the text fields' titles
    ///   (likewise `:toggle "` and `:pick "Option" in "`)
    /// - `Cou` → declared types, globals and built-ins; `@Pub` → `Published`
    /// - `vm.` → the members of the value `vm` holds (`vm.child.` follows declared types); `VM.` → statics
    public func completions(for line: String) -> (replacingFrom: Int, candidates: [String]) {
        let characters = Array(line)
        let start = characters.firstIndex { !$0.isWhitespace } ?? characters.count
        if start < characters.count, characters[start] == ":" {
            return commandCompletions(characters, from: start)
        }
        return swiftCompletions(characters, from: start)
    }

    /// The longest text every candidate starts with ("" for none): what Tab inserts when the candidates
    /// disagree after it.
    public static func commonPrefix(of candidates: [String]) -> String {
        guard var prefix = candidates.first.map(Array.init) else { return "" }
        for candidate in candidates.dropFirst() {
            let other = Array(candidate)
            var count = 0
            while count < prefix.count, count < other.count, prefix[count] == other[count] { count += 1 }
            prefix.removeLast(prefix.count - count)
        }
        return String(prefix)
    }

    // MARK: commands

    private func commandCompletions(_ line: [Character], from start: Int) -> (replacingFrom: Int, candidates: [String]) {
        let nameEnd = line[start...].firstIndex { $0.isWhitespace } ?? line.count
        let name = String(line[(start + 1)..<nameEnd])
        let inTutorial = guide != nil
        guard nameEnd < line.count else {
            // Still typing the command's name: every command where the session is (Command.all).
            let candidates = Command.named(startingWith: name, inTutorial: inTutorial).map { ":" + $0.name + ($0.takesArguments ? " " : "") }
            return (start, Self.finished(candidates))
        }
        guard let complete = Command.find(name, inTutorial: inTutorial)?.complete else { return (line.count, []) }
        return complete(self, String(line[nameEnd...]), nameEnd)
    }

    enum Expected: Equatable {
        case string
        case word(String)
    }

    /// Completes a quoted label being typed after the tokens `after` (a quoted string, the word `into`...).
    func labelCompletions(_ rest: String, offset: Int, after expected: [Expected], from labels: [String])
        -> (replacingFrom: Int, candidates: [String]) {
        let end = offset + rest.count
        var remaining = Substring(rest)
        for token in expected {
            remaining = remaining.drop { $0.isWhitespace }
            switch token {
            case .string:
                guard remaining.first == "\"", let close = Self.closingQuote(in: remaining.dropFirst()) else { return (end, []) }
                remaining = remaining[remaining.index(after: close)...]
            case .word(let word):
                // The keyword itself is being typed (`:type "x" in`⇥): it completes, with the quote after it.
                if word.hasPrefix(remaining), remaining.count < word.count, !remaining.contains(where: \.isWhitespace) {
                    return (end - remaining.count, [word + " \""])
                }
                guard remaining.hasPrefix(word) else { return (end, []) }
                remaining = remaining.dropFirst(word.count)
            }
            guard remaining.first?.isWhitespace ?? false else { return (end, []) }
        }
        remaining = remaining.drop { $0.isWhitespace }
        guard remaining.first == "\"" else { return (end, []) }
        let typed = remaining.dropFirst()
        guard Self.closingQuote(in: typed) == nil, !typed.contains("\\") else { return (end, []) }
        let candidates = labels.filter { $0.hasPrefix(typed) && !$0.contains("\"") && !$0.contains("\\") && !$0.isEmpty }
            .map { $0 + "\"" }
        return (end - typed.count, Self.finished(candidates))
    }

    static func closingQuote(in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "\\" { index = text.index(after: index) } else if text[index] == "\"" { return index }
            if index < text.endIndex { index = text.index(after: index) }
        }
        return nil
    }

    /// Distinct and sorted by name (the terminator after it does not count: `Add"` before `Add all"`).
    static func finished(_ candidates: [String]) -> [String] {
        func name(_ candidate: String) -> String {
            var name = Substring(candidate)
            while let last = name.last, "\" ()".contains(last) { name = name.dropLast() }
            return String(name)
        }
        return Array(Set(candidates)).sorted { (name($0), $0) < (name($1), $1) }
    }

    // MARK: Swift

    func swiftCompletions(_ line: [Character], from start: Int) -> (replacingFrom: Int, candidates: [String]) {
        let end = line.count
        guard !Self.isInsideStringOrComment(line) else { return (end, []) }
        var wordStart = end
        while wordStart > start, Self.isIdentifier(line[wordStart - 1]) { wordStart -= 1 }
        let word = String(line[wordStart..<end])
        if let first = word.first, first.isNumber { return (end, []) }
        let before = wordStart > start ? line[wordStart - 1] : nil
        switch before {
        case "."?:
            var baseStart = wordStart - 1
            var depth = 0
            // Back over names, dots, `?`/`!`, and whole argument lists (`VM().`).
            while baseStart > start {
                let character = line[baseStart - 1]
                if character == ")" { depth += 1 } else if character == "(" {
                    guard depth > 0 else { break }
                    depth -= 1
                } else if depth == 0, !Self.isIdentifier(character), !".?!".contains(character) { break }
                baseStart -= 1
            }
            guard depth == 0 else { return (end, []) }
            if baseStart > start, line[baseStart - 1] == "\\" { return (end, []) }
            let path = String(line[baseStart..<(wordStart - 1)])
            guard let scope = memberScope(of: path) else { return (end, []) }
            return (wordStart, Self.finished(memberNames(in: scope).filter { $0.hasPrefix(word) && ($0.hasPrefix("$") == word.hasPrefix("$")) }))
        case "@"?:
            return (wordStart, Self.finished(Self.attributes.filter { $0.hasPrefix(word) }))
        default:
            guard !word.isEmpty else { return (end, []) }
            let globals = interpreter.globals.defined.compactMap { _, name, _ -> String? in
                guard !name.contains("."), name.hasPrefix(word) else { return nil }
                return name.hasPrefix("$") == word.hasPrefix("$") ? name : nil
            }
            return (wordStart, Self.finished(globals + Self.keywords.filter { $0.hasPrefix(word) }))
        }
    }

    static func isIdentifier(_ character: Character) -> Bool {
        character == "_" || character == "$" || character.isLetter || character.isNumber
    }

    /// Whether the end of `line` is inside a string literal or a `//` comment (nothing to complete there).
    private static func isInsideStringOrComment(_ line: [Character]) -> Bool {
        var inString = false
        var index = 0
        while index < line.count {
            let character = line[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", index + 1 < line.count, line[index + 1] == "/" {
                return true
            }
            index += 1
        }
        return inString
    }

    static let keywords = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
        "extension", "false", "fileprivate", "final", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "let", "mutating", "nil", "private", "protocol", "repeat", "return", "self", "Self", "some", "static",
        "struct", "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where", "while",
    ]

    static let attributes = [
        "autoclosure", "Binding", "Bindable", "discardableResult", "Environment", "EnvironmentObject",
        "escaping", "MainActor", "Observable", "ObservationIgnored", "ObservedObject", "propertyWrapper",
        "Published", "State", "StateObject", "ViewBuilder",
    ]
}

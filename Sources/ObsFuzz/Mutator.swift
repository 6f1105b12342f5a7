/// SplitMix64: small, fast, and the same on every machine (Swift's own hashing is seeded per process).
struct FuzzRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Token-aware mutations of corpus scripts; input `index` of `seed` is always the same text.
struct FuzzMutator {
    let corpus: FuzzCorpus
    /// The most a generated input may hold (longer ones are cut at a line).
    static let maxLength = 200_000

    func input(seed: UInt64, index: Int) -> String {
        var random = FuzzRandom(seed: seed &* 0x1000_0000_01B3 ^ UInt64(index) &* 0x9E37_79B9)
        _ = random.next()
        var text = random.pick(corpus.scripts)
        // A third of the inputs start from a spliced tail of two scripts.
        if random.chance(15) { text = splice(text, random.pick(corpus.scripts), &random) }
        // Mostly one mutation: each one more makes it likelier that the script stops at an early error.
        let rounds = random.chance(65) ? 1 : 2 + random.below(3)
        for _ in 0..<rounds {
            text = mutate(text, &random)
            if text.utf8.count > Self.maxLength { text = String(text.prefix(Self.maxLength)) }
        }
        return text
    }

    enum Mutation: CaseIterable {
        case deleteToken, duplicateToken, swapTokens, insertToken, replaceIdentifier
        case deleteLine, duplicateLine, swapLines, spliceLines, insertCommand
        case boundaryNumber, boundaryString, invisible, nest, snippet, selfReference
    }

    func mutate(_ text: String, _ random: inout FuzzRandom) -> String {
        let mutation = random.pick(Mutation.allCases)
        var tokens = FuzzLexer.tokens(text)
        let solid = tokens.indices.filter { !tokens[$0].isTrivia }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func joinedTokens() -> String { tokens.map(\.text).joined() }
        func joinedLines() -> String { lines.joined(separator: "\n") }
        switch mutation {
        case .deleteToken:
            guard !solid.isEmpty else { return text }
            let count = 1 + random.below(3)
            let at = random.pick(solid)
            tokens.removeSubrange(at..<min(tokens.count, at + count))
            return joinedTokens()
        case .duplicateToken:
            guard !solid.isEmpty else { return text }
            let at = random.pick(solid)
            let repeats = random.chance(20) ? 2 + random.below(30) : 1
            tokens.insert(contentsOf: Array(repeating: tokens[at], count: repeats), at: at)
            return joinedTokens()
        case .swapTokens:
            guard solid.count > 1 else { return text }
            let a = random.pick(solid), b = random.pick(solid)
            tokens.swapAt(a, b)
            return joinedTokens()
        case .insertToken:
            let words = Self.keywords + solid.map { tokens[$0].text }
            let at = tokens.isEmpty ? 0 : random.below(tokens.count + 1)
            tokens.insert(FuzzToken(kind: .other, text: random.pick(words) + (random.chance(50) ? " " : "")), at: at)
            return joinedTokens()
        case .replaceIdentifier:
            let identifiers = solid.filter { tokens[$0].kind == .identifier }
            guard !identifiers.isEmpty else { return text }
            let at = random.pick(identifiers)
            tokens[at].text = random.chance(70) ? tokens[random.pick(identifiers)].text : random.pick(Self.identifiers)
            return joinedTokens()
        case .deleteLine:
            guard !lines.isEmpty else { return text }
            let at = random.below(lines.count)
            lines.removeSubrange(at..<min(lines.count, at + 1 + random.below(3)))
            return joinedLines()
        case .duplicateLine:
            guard !lines.isEmpty else { return text }
            let at = random.below(lines.count)
            let repeats = random.chance(15) ? 2 + random.below(50) : 1
            lines.insert(contentsOf: Array(repeating: lines[at], count: repeats), at: at)
            return joinedLines()
        case .swapLines:
            guard lines.count > 1 else { return text }
            lines.swapAt(random.below(lines.count), random.below(lines.count))
            return joinedLines()
        case .spliceLines:
            return splice(text, random.pick(corpus.scripts), &random)
        case .insertCommand:
            var command = random.pick(corpus.commands)
            // Commands aimed at what this input declares: its views and its labels.
            let strings = solid.map { tokens[$0] }.filter { $0.kind == .string }.map(\.text)
            if random.chance(50), let label = strings.isEmpty ? nil : random.pick(strings) {
                command = random.pick([":tap \(label)", ":toggle \(label)", ":type \"x\" into \(label)", ":pick \(label) in \(label)",
                                       ":objects \(label)", ":subs \(label)"])
            } else if random.chance(40) {
                let views = zip(solid, solid.dropFirst()).filter { tokens[$0.0].text == "struct" }.map { tokens[$0.1].text }
                if !views.isEmpty { command = ":mount \(random.pick(views))()" }
            }
            lines.insert(command, at: random.below(lines.count + 1))
            return joinedLines()
        case .boundaryNumber:
            let numbers = solid.filter { tokens[$0].kind == .integer || tokens[$0].kind == .float }
            let value = random.pick(Self.boundaryNumbers)
            if let at = numbers.isEmpty ? solid.filter({ tokens[$0].kind == .identifier }).first : random.pick(numbers) {
                tokens[at].text = value
            } else {
                return text + "\n" + value
            }
            return joinedTokens()
        case .boundaryString:
            let strings = solid.filter { tokens[$0].kind == .string }
            guard !strings.isEmpty else { return text + "\nprint(\(random.pick(Self.boundaryStrings)))" }
            tokens[random.pick(strings)].text = random.pick(Self.boundaryStrings)
            return joinedTokens()
        case .invisible:
            let at = tokens.isEmpty ? 0 : random.below(tokens.count + 1)
            let count = random.chance(80) ? 1 : 1 + random.below(5)
            tokens.insert(FuzzToken(kind: .other, text: String(repeating: random.pick(Self.invisibles), count: count)), at: at)
            return joinedTokens()
        case .nest:
            let depth = random.pick([3, 8, 12, 15, 18, 20, 22, 25, 30, 40, 64, 200])
            let (open, close) = random.pick([("[", "]"), ("(", ")"), ("{ ", " }()"), ("[[", "]]"), ("{ () -> Int in ", " }()"),
                                              ("Optional(", ")"), ("-", ""), ("!", ""), ("(", ",1)")])
            let candidates = solid.filter { tokens[$0].isLiteral || tokens[$0].kind == .identifier }
            if candidates.isEmpty || random.chance(30) {
                let core = random.pick(["0", "1", "\"a\"", "[]", "nil", "x"])
                return text + "\nlet nested = " + String(repeating: open, count: depth) + core
                    + String(repeating: close, count: depth)
            }
            let at = random.pick(candidates)
            tokens[at].text = String(repeating: open, count: depth) + tokens[at].text + String(repeating: close, count: depth)
            return joinedTokens()
        case .snippet:
            let snippet = random.pick(Self.snippets)
            lines.insert(snippet, at: random.chance(60) ? lines.count : random.below(lines.count + 1))
            return joinedLines()
        case .selfReference:
            // Recursion made from what the input declares: a function calls itself; a type stores itself.
            let names = zip(solid, solid.dropFirst()).filter { ["func", "class", "struct", "var", "let"].contains(tokens[$0.0].text) }
            guard let (keyword, name) = names.isEmpty ? nil : random.pick(names) else { return text }
            let opens = solid.filter { $0 > name && tokens[$0].text == "{" }
            guard let body = opens.first else { return text }
            let callee = tokens[name].text
            let insertion: String
            switch tokens[keyword].text {
            case "func": insertion = " _ = \(callee)(); "
            case "class", "struct": insertion = random.chance(50) ? " let again = \(callee)(); " : " lazy var again = \(callee)(); "
            default: insertion = " \(callee) = \(callee); "
            }
            tokens.insert(FuzzToken(kind: .other, text: insertion), at: body + 1)
            return joinedTokens()
        }
    }

    /// The head of one script, then the tail of another.
    func splice(_ a: String, _ b: String, _ random: inout FuzzRandom) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        let head = left.prefix(random.below(left.count + 1))
        let tail = right.suffix(random.below(right.count + 1))
        return (head + tail).joined(separator: "\n")
    }

    static let boundaryNumbers = [
        "Int.max", "Int.min", "0", "-1", "1 << 40", "1 << 62", "1e300", "-1e300", "9223372036854775807",
        "-9223372036854775808", "9223372036854775808", "2147483647", "4294967296", "Double.infinity", "Double.nan",
        "0.0", "-0.0", "1_000_000", "Int8.max", "UInt.max", "0x7FFF_FFFF_FFFF_FFFF", "1e-320", "(-Int.max - 1)",
    ]

    static let boundaryStrings = [
        "\"\"", "\" \"", "\"\\u{FEFF}\"", "\"\\n\"", "\"\\\"\"", "\"é\"", "\"👩‍👩‍👧\"", "\"\\(1 << 40)\"",
        "\"" + String(repeating: "x", count: 20_000) + "\"", "\"\\0\"", "\"%@ %d\"", "\"\\\\\"",
    ]

    static let invisibles = ["\u{FEFF}", "\u{200B}", "\u{00A0}", "\u{202E}", "\u{2028}", "\t", "\r", "\u{0}", "\u{301}", "\u{1F600}"]

    static let keywords = [
        "try", "try!", "try?", "await", "inout", "&", "!", "?", "nil", "self", "Self", ".init", "$", "@State", "@Published",
        "@Binding", "@Observable", "weak", "unowned", "static", "lazy", "defer", "throw", "return", "async", "throws",
        "some", "any", "let", "var", "func", "class", "struct", "enum", "case", "if", "else", "guard", "while", "for",
        "in", "do", "catch", "switch", "default", "break", "continue", "_", "...", "..<", "->", "=", "==", "+", "-",
        "*", "/", "%", "<<", ">>", "&+", "&*", "\\.", "#if", "#endif", "@MainActor", "Task", "deinit", "init", "super",
    ]

    static let identifiers = [
        "Int", "String", "Double", "Array", "Dictionary", "Set", "Optional", "View", "Text", "Button", "VStack", "List",
        "ForEach", "TextField", "Toggle", "Picker", "NavigationStack", "Task", "Duration", "PassthroughSubject",
        "CurrentValueSubject", "AnyCancellable", "ObservableObject", "Published", "State", "Binding", "Bindable",
        "Environment", "withObservationTracking", "print", "count", "max", "min", "first", "last", "map", "filter",
        "reduce", "sorted", "split", "append", "removeAll", "sink", "send", "objectWillChange", "body", "id",
    ]

    /// Loops, recursion and API calls at their limits.
    static let snippets = [
        "func fuzzRecurse(_ n: Int) -> Int { fuzzRecurse(n + 1) }\nprint(fuzzRecurse(0))",
        "var fuzzI = 0\nwhile fuzzI >= 0 { fuzzI += 1 }",
        "for _ in 0..<Int.max { }",
        "while true { }",
        "repeat { } while true",
        "class FuzzNode { var next: FuzzNode?; init(_ next: FuzzNode?) { self.next = next } }\nvar fuzzHead: FuzzNode? = nil\nfor _ in 0..<1_000_000 { fuzzHead = FuzzNode(fuzzHead) }\nfuzzHead = nil",
        "class FuzzSelf { let again = FuzzSelf() }\n_ = FuzzSelf()",
        "struct FuzzBox { var again: [FuzzBox] = [FuzzBox()] }\n_ = FuzzBox()",
        "enum FuzzRaw: Int { case a = 9223372036854775807, b }",
        "enum FuzzRaw: Int { case a = -9223372036854775808, b }",
        "print(-Int.min)",
        "print(Int.max + 1)",
        "print(Int.min / -1)",
        "print(Int.min % -1)",
        "print(1 << 64, 1 >> -1, Int.max &* 3)",
        "print((0...Int.max).count)",
        "print((Int.min...Int.max).count)",
        "print(Array(repeating: 0, count: 1 << 40).count)",
        "print(String(repeating: \"ab\", count: 1 << 40).count)",
        "print(Duration.seconds(1e300))",
        "print(Duration.milliseconds(Int.max))",
        "print(\"a,b,c\".split(separator: \",\", maxSplits: -1))",
        "print([1, 2, 3].prefix(-1))",
        "print([1, 2, 3][Int.max])",
        "print(Array(0..<10).dropFirst(Int.max))",
        "print(stride(from: 0, to: 10, by: 0).count)",
        "print(Int(1e300))",
        "print(Int(Double.nan))",
        "print(Double.nan == Double.nan, 1.0 / 0.0)",
        "print(String(Int.min, radix: 37))",
        "func fuzzSpawn() { Task { fuzzSpawn(); fuzzSpawn() } }\nfuzzSpawn()",
        "Task { while true { await Task.yield() } }",
        "Task { while true { try? await Task.sleep(for: .seconds(0)) } }",
        "let fuzzSubject = PassthroughSubject<Int, Never>()\nlet fuzzSink = fuzzSubject.sink { fuzzSubject.send($0 + 1) }\nfuzzSubject.send(0)",
        "let fuzzValue = CurrentValueSubject<Int, Never>(0)\nlet fuzzLoop = fuzzValue.sink { fuzzValue.value = $0 + 1 }",
        "@Observable final class FuzzModel { var n = 0 }\nlet fuzzModel = FuzzModel()\nfunc fuzzTrack() { withObservationTracking { _ = fuzzModel.n } onChange: { fuzzTrack(); fuzzModel.n += 1 } }\nfuzzTrack()\nfuzzModel.n = 1",
        "@Observable final class FuzzModel { var n = 0 }\nlet fuzzModel = FuzzModel()\nwithObservationTracking { _ = fuzzModel.n } onChange: { fatalError(\"inside onChange\") }\nfuzzModel.n = 1",
        "struct FuzzLoopView: View { @State var n = 0; var body: some View { let _ = { n += 1 }(); Text(\"\\(n)\") } }\n:mount FuzzLoopView()",
        "struct FuzzView: View { var body: some View { FuzzView() } }\n:mount FuzzView()",
        "struct FuzzGone: View { var body: some View { Text(\"x\").onDisappear { fatalError(\"gone\") } } }\n:mount FuzzGone()\n:unmount",
        "let fuzzClosure: () -> Void = { }\nvar fuzzArray = [fuzzClosure]\nfor _ in 0..<20 { fuzzArray += fuzzArray }",
        "var fuzzS = \"x\"\nfor _ in 0..<40 { fuzzS += fuzzS }",
        "var fuzzD: [Int: Int] = [:]\nfor i in 0..<100 { fuzzD[i &* Int.max] = i }\nprint(fuzzD.count)",
        "let fuzzDeep = " + String(repeating: "[", count: 25) + "1" + String(repeating: "]", count: 25),
        "let fuzzParens = " + String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100),
        "let fuzzClosures = " + String(repeating: "{ ", count: 30) + "1" + String(repeating: " }()", count: 30),
    ]
}

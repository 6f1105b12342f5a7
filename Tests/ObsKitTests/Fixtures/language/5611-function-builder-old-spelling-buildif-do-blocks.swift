// Compiler test style (result builders): a builder written with the old `@_functionBuilder` spelling and `buildIf`, and `do` blocks inside a builder body, each built as a block of its own
@_functionBuilder
struct Lines {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ text: String) -> [String] { [text] }
    static func buildIf(_ part: [String]?) -> [String] { part ?? ["(skipped)"] }
}

@resultBuilder
struct Counted {
    static func buildBlock(_ parts: Int...) -> Int { parts.reduce(0, +) }
    static func buildExpression(_ text: String) -> Int { text.count }
}

func lines(_ verbose: Bool, @Lines _ body: (Bool) -> [String]) -> [String] { body(verbose) }
@Counted func letters() -> Int {
    "abc"
    do {
        "de"
        "f"
    }
    "gh"
}

print(lines(true) { verbose in
    "start"
    if verbose { "details" }
    do {
        "inner one"
        "inner two"
    }
    "end"
})
print(lines(false) { verbose in
    "start"
    if verbose { "details" }
})
print(letters())

// expect: ["start", "details", "inner one", "inner two", "end"]
// expect: ["start", "(skipped)"]
// expect: 8

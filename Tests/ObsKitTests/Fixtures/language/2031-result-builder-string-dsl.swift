// Compiler test style: result builder with buildBlock and buildExpression producing lines of text
@resultBuilder
struct LinesBuilder {
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildExpression(_ number: Int) -> [String] { ["#\(number)"] }
    static func buildExpression(_ lines: [String]) -> [String] { lines }
    static func buildBlock(_ parts: [String]...) -> [String] {
        parts.flatMap { $0 }
    }
}

func document(@LinesBuilder _ content: () -> [String]) -> String {
    content().joined(separator: "\n")
}

func indented(_ prefix: String = "  ", @LinesBuilder _ content: () -> [String]) -> [String] {
    content().map { prefix + $0 }
}

let title = "Report"
let doc = document {
    "== \(title) =="
    42
    indented {
        "first item"
        "second item"
        indented("- ") {
            "nested"
            7
        }
    }
    "== end =="
}
print(doc)

let count = document {
    "only one line"
}
print(count)

func section(_ name: String) -> [String] {
    document {
        "[\(name)]"
        name.count
    }.split(separator: "\n").map(String.init)
}
print(section("alpha"))
print(section("be"))

// expect: == Report ==
// expect: #42
// expect:   first item
// expect:   second item
// expect:   - nested
// expect:   - #7
// expect: == end ==
// expect: only one line
// expect: ["[alpha]", "#5"]
// expect: ["[be]", "#2"]

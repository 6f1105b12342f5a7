// Swift Evolution style (SE-0289 result builders): a builder with buildBlock, buildOptional, buildEither, buildArray, buildExpression and buildFinalResult producing an indented outline
@resultBuilder
struct OutlineBuilder {
    static func buildExpression(_ text: String) -> [String] { [text] }
    static func buildExpression(_ number: Int) -> [String] { ["#\(number)"] }
    static func buildExpression(_ lines: [String]) -> [String] { lines.map { "  " + $0 } }
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
    static func buildLimitedAvailability(_ part: [String]) -> [String] { part }
    static func buildFinalResult(_ lines: [String]) -> String { lines.joined(separator: "\n") }
    static func buildFinalResult(_ lines: [String]) -> [String] { lines }
}

func outline(@OutlineBuilder _ content: () -> String) -> String { content() }
func section(@OutlineBuilder _ content: () -> [String]) -> [String] { content() }

let showDraft = false
let chapters = ["Intro", "Middle", "End"]
let level = 2

let doc = outline {
    "Book"
    section {
        "Chapters"
        for (i, name) in chapters.enumerated() {
            "\(i + 1). \(name)"
        }
    }
    if showDraft {
        "draft notes"
    }
    if level > 1 {
        "advanced"
        section {
            "details"
            42
        }
    } else {
        "basic"
    }
    switch chapters.count {
    case 0: "empty"
    case 1...3: "short book"
    default: "long book"
    }
    let total = chapters.map(\.count).reduce(0, +)
    "letters: \(total)"
}
print(doc)

struct Menu {
    var items: [String]
    init(@OutlineBuilder items: () -> [String]) { self.items = items() }
}
let menu = Menu {
    "Open"
    if level == 2 { "Save" }
    "Quit"
}
print(menu.items)

@OutlineBuilder
func footer(pages: Int) -> String {
    "pages \(pages)"
    if pages > 100 { "long" } else { "short" }
}
print(footer(pages: 120))
print(footer(pages: 12))

// expect: Book
// expect:   Chapters
// expect:   1. Intro
// expect:   2. Middle
// expect:   3. End
// expect: advanced
// expect:   details
// expect:   #42
// expect: short book
// expect: letters: 14
// expect: ["Open", "Save", "Quit"]
// expect: pages 120
// expect: long
// expect: pages 12
// expect: short

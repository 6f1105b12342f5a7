// Result builders: buildBlock, optionals, if/else, for loops, expressions and a small DSL (expected output from swiftc 6.3.1 on Linux)
protocol Node { func render(indent: Int) -> [String] }
struct Text: Node {
    let value: String
    init(_ value: String) { self.value = value }
    func render(indent: Int) -> [String] { [String(repeating: " ", count: indent) + value] }
}
struct Section: Node {
    let title: String
    let children: [Node]
    init(_ title: String, @OutlineBuilder _ content: () -> [Node]) { (self.title, children) = (title, content()) }
    func render(indent: Int) -> [String] {
        [String(repeating: " ", count: indent) + "# " + title] + children.flatMap { $0.render(indent: indent + 2) }
    }
}

@resultBuilder
enum OutlineBuilder {
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [Text(text)] }
    static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    static func buildEither(first part: [Node]) -> [Node] { part }
    static func buildEither(second part: [Node]) -> [Node] { part }
    static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

func outline(@OutlineBuilder _ content: () -> [Node]) -> String {
    content().flatMap { $0.render(indent: 0) }.joined(separator: "\n")
}

let includeAppendix = false
let chapters = ["Setup", "Usage", "FAQ"]
let beginner = true
let doc = outline {
    Section("Guide") {
        "Welcome!"
        if beginner {
            Text("Start with the basics")
        } else {
            Text("Skip ahead")
        }
        for (i, name) in chapters.enumerated() {
            Section("\(i + 1). \(name)") {
                "about \(name.lowercased())"
            }
        }
        if includeAppendix {
            "Appendix"
        }
    }
    "The end"
}
print(doc)

@resultBuilder
struct SumBuilder {
    static func buildBlock(_ values: Int...) -> Int { values.reduce(0, +) }
    static func buildOptional(_ v: Int?) -> Int { v ?? 0 }
    static func buildEither(first v: Int) -> Int { v }
    static func buildEither(second v: Int) -> Int { -v }
}
@SumBuilder func tally(bonus: Bool, penalty: Bool) -> Int {
    10
    20
    if bonus { 5 }
    if penalty { 7 } else { 3 }
}
print(tally(bonus: true, penalty: true), tally(bonus: false, penalty: false))

@resultBuilder
enum CSVBuilder {
    static func buildBlock(_ rows: [String]...) -> String { rows.map { $0.joined(separator: ",") }.joined(separator: ";") }
}
func csv(@CSVBuilder _ make: () -> String) -> String { make() }
print(csv {
    ["id", "name"]
    ["1", "ada"]
})

// expect: # Guide
// expect:   Welcome!
// expect:   Start with the basics
// expect:   # 1. Setup
// expect:     about setup
// expect:   # 2. Usage
// expect:     about usage
// expect:   # 3. FAQ
// expect:     about faq
// expect: The end
// expect: 42 27
// expect: id,name;1,ada

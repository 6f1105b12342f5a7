// result builders: buildBlock, buildExpression, buildOptional, buildEither, buildArray, buildFinalResult
// expected output: swiftc 6.3.1 (Linux), run on this machine
indirect enum Node {
    case text(String)
    case element(String, [Node])

    func render(_ depth: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: depth)
        switch self {
        case .text(let t): return [pad + t]
        case .element(let tag, let kids):
            return [pad + "<\(tag)>"] + kids.flatMap { $0.render(depth + 1) } + [pad + "</\(tag)>"]
        }
    }
}

@resultBuilder
enum HTMLBuilder {
    static func buildExpression(_ s: String) -> [Node] { [.text(s)] }
    static func buildExpression(_ n: Node) -> [Node] { [n] }
    static func buildExpression(_ ns: [Node]) -> [Node] { ns }
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildOptional(_ p: [Node]?) -> [Node] { p ?? [] }
    static func buildEither(first p: [Node]) -> [Node] { p }
    static func buildEither(second p: [Node]) -> [Node] { p }
    static func buildArray(_ ps: [[Node]]) -> [Node] { ps.flatMap { $0 } }
}

func el(_ tag: String, @HTMLBuilder _ content: () -> [Node]) -> Node { .element(tag, content()) }

func page(user: String?, items: [String], compact: Bool) -> Node {
    el("body") {
        el("h1") { "Shop" }
        if let user {
            el("p") { "Hello, \(user)" }
        }
        if compact {
            "(\(items.count) items)"
        } else {
            el("ul") {
                for (i, item) in items.enumerated() {
                    el("li") { "\(i + 1). \(item)" }
                }
            }
        }
        "footer"
    }
}

for line in page(user: "Mia", items: ["tea", "jam"], compact: false).render() { print(line) }
print("---")
for line in page(user: nil, items: ["x"], compact: true).render() { print(line) }

@resultBuilder
struct JoinBuilder {
    static func buildBlock(_ parts: String...) -> [String] { parts }
    static func buildFinalResult(_ parts: [String]) -> String { parts.joined(separator: ", ") }
    static func buildLimitedAvailability(_ p: String) -> String { p }
}
@JoinBuilder func summary(_ n: Int) -> String {
    "count \(n)"
    n > 1 ? "plural" : "single"
    String(repeating: "*", count: n)
}
print(summary(1))
print(summary(3))

struct Menu {
    let entries: [String]
    init(@HTMLBuilder _ build: () -> [Node]) {
        entries = build().compactMap { if case .text(let t) = $0 { return t } else { return nil } }
    }
}
let menu = Menu {
    "open"
    if Bool("true")! { "save" }
    for k in 1...2 { "recent \(k)" }
}
print(menu.entries)

// expect: <body>
// expect:   <h1>
// expect:     Shop
// expect:   </h1>
// expect:   <p>
// expect:     Hello, Mia
// expect:   </p>
// expect:   <ul>
// expect:     <li>
// expect:       1. tea
// expect:     </li>
// expect:     <li>
// expect:       2. jam
// expect:     </li>
// expect:   </ul>
// expect:   footer
// expect: </body>
// expect: ---
// expect: <body>
// expect:   <h1>
// expect:     Shop
// expect:   </h1>
// expect:   (1 items)
// expect:   footer
// expect: </body>
// expect: count 1, single, *
// expect: count 3, plural, ***
// expect: ["open", "save", "recent 1", "recent 2"]

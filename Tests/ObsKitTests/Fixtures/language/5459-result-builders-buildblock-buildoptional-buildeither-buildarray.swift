// Swift Evolution style (SE-0289): result builders with buildBlock, buildOptional, buildEither, buildArray, buildExpression and buildLimitedAvailability
indirect enum Node: CustomStringConvertible {
    case text(String)
    case element(String, [Node])
    var description: String {
        switch self {
        case .text(let t): return t
        case .element(let tag, let kids): return "<\(tag)>" + kids.map(\.description).joined() + "</\(tag)>"
        }
    }
}

@resultBuilder
struct HTMLBuilder {
    static func buildExpression(_ s: String) -> [Node] { [.text(s)] }
    static func buildExpression(_ n: Node) -> [Node] { [n] }
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    static func buildEither(first: [Node]) -> [Node] { first }
    static func buildEither(second: [Node]) -> [Node] { second }
    static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
    static func buildLimitedAvailability(_ part: [Node]) -> [Node] { [.element("limited", part)] }
    static func buildFinalResult(_ parts: [Node]) -> Node { .element("div", parts) }
}

func div(@HTMLBuilder _ content: () -> Node) -> Node { content() }

func tag(_ name: String, @HTMLBuilder _ content: () -> Node) -> Node {
    if case .element(_, let kids) = content() { return .element(name, kids) }
    return .element(name, [])
}

func page(loggedIn: Bool, items: [String], banner: String?) -> Node {
    div {
        tag("h1") { "Title" }
        if loggedIn {
            "Welcome back"
        } else {
            tag("a") { "Log in" }
        }
        if let banner {
            tag("b") { banner }
        }
        for item in items {
            tag("li") { item }
        }
        if #available(macOS 10.15, *) {
            "new"
        }
    }
}

print(page(loggedIn: true, items: ["x", "y"], banner: nil))
print(page(loggedIn: false, items: [], banner: "sale"))

@resultBuilder
enum SumBuilder {
    static func buildBlock(_ xs: Int...) -> Int { xs.reduce(0, +) }
    static func buildOptional(_ x: Int?) -> Int { x ?? 0 }
    static func buildEither(first x: Int) -> Int { x }
    static func buildEither(second x: Int) -> Int { -x }
}

@SumBuilder func compute(_ flag: Bool) -> Int {
    1
    2
    if flag { 10 } else { 10 }
    if !flag { 100 }
}
print(compute(true), compute(false))

struct Menu {
    var entries: [String]
    init(@MenuBuilder _ build: () -> [String]) { entries = build() }
}
@resultBuilder
struct MenuBuilder {
    static func buildBlock(_ s: String...) -> [String] { s }
}
let m = Menu { "Open"; "Save"; "Quit" }
print(m.entries)

// expect: <div><h1>Title</h1>Welcome back<li>x</li><li>y</li><limited>new</limited></div>
// expect: <div><h1>Title</h1><a>Log in</a><b>sale</b><limited>new</limited></div>
// expect: 13 93
// expect: ["Open", "Save", "Quit"]

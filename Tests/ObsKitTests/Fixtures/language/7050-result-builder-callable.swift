// Result builders, callAsFunction, dynamicMemberLookup: a tiny HTML-ish DSL
// expected output: swiftc 6.3.1 (Linux), run on this machine
indirect enum Node {
    case text(String)
    case element(String, [String: String], [Node])

    func render(indent: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .text(let t): return [pad + t]
        case let .element(tag, attrs, children):
            let a = attrs.keys.sorted().map { " \($0)=\"\(attrs[$0]!)\"" }.joined()
            if children.isEmpty { return [pad + "<\(tag)\(a)/>"] }
            return [pad + "<\(tag)\(a)>"] + children.flatMap { $0.render(indent: indent + 1) } + [pad + "</\(tag)>"]
        }
    }
}

@resultBuilder
struct NodeBuilder {
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildExpression(_ n: Node) -> [Node] { [n] }
    static func buildExpression(_ s: String) -> [Node] { [.text(s)] }
    static func buildOptional(_ n: [Node]?) -> [Node] { n ?? [] }
    static func buildEither(first n: [Node]) -> [Node] { n }
    static func buildEither(second n: [Node]) -> [Node] { n }
    static func buildArray(_ n: [[Node]]) -> [Node] { n.flatMap { $0 } }
}

@dynamicMemberLookup
struct Tag {
    let name: String
    var attrs: [String: String] = [:]
    subscript(dynamicMember key: String) -> (String) -> Tag {
        { value in var copy = self; copy.attrs[key] = value; return copy }
    }
    func callAsFunction(@NodeBuilder _ content: () -> [Node] = { [] }) -> Node {
        .element(name, attrs, content())
    }
}

let div = Tag(name: "div"), ul = Tag(name: "ul"), li = Tag(name: "li"), p = Tag(name: "p"), br = Tag(name: "br")

func page(items: [String], loggedIn: Bool, footer: Bool) -> Node {
    div.id("main").class("box")() {
        if loggedIn {
            p() { "Welcome back" }
        } else {
            p.class("warn")() { "Please log in" }
        }
        ul() {
            for (i, item) in items.enumerated() {
                li.index(String(i))() { item.capitalized() }
            }
        }
        if footer {
            br()
            "© corpus"
        }
    }
}
extension String { func capitalized() -> String { prefix(1).uppercased() + dropFirst() } }

page(items: ["apples", "pears"], loggedIn: true, footer: true).render().forEach { print($0) }
print("---")
print(page(items: [], loggedIn: false, footer: false).render().joined(separator: "|"))

struct Multiplier { let k: Int; func callAsFunction(_ x: Int) -> Int { x * k } }
let triple = Multiplier(k: 3)
print(triple(14), [1, 2, 3].map { triple($0) })
// expect: <div class="box" id="main">
// expect:   <p>
// expect:     Welcome back
// expect:   </p>
// expect:   <ul>
// expect:     <li index="0">
// expect:       Apples
// expect:     </li>
// expect:     <li index="1">
// expect:       Pears
// expect:     </li>
// expect:   </ul>
// expect:   <br/>
// expect:   © corpus
// expect: </div>
// expect: ---
// expect: <div class="box" id="main">|  <p class="warn">|    Please log in|  </p>|  <ul/>|</div>
// expect: 42 [3, 6, 9]

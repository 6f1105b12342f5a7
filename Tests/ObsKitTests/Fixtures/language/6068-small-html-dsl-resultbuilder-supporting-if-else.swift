// objc.io style (result builders): a small HTML DSL with a @resultBuilder supporting if/else, optionals, for loops and nested elements, rendered with indentation
indirect enum Node {
    case element(String, [(String, String)], [Node])
    case text(String)

    func render(indent: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .text(let t): return [pad + t]
        case let .element(tag, attrs, children):
            let a = attrs.map { " \($0.0)=\"\($0.1)\"" }.joined()
            if children.isEmpty { return [pad + "<\(tag)\(a)/>"] }
            return [pad + "<\(tag)\(a)>"] + children.flatMap { $0.render(indent: indent + 1) } + [pad + "</\(tag)>"]
        }
    }
}

@resultBuilder
enum HTMLBuilder {
    static func buildExpression(_ n: Node) -> [Node] { [n] }
    static func buildExpression(_ s: String) -> [Node] { [.text(s)] }
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildOptional(_ n: [Node]?) -> [Node] { n ?? [] }
    static func buildEither(first n: [Node]) -> [Node] { n }
    static func buildEither(second n: [Node]) -> [Node] { n }
    static func buildArray(_ ns: [[Node]]) -> [Node] { ns.flatMap { $0 } }
}

func el(_ tag: String, _ attrs: [(String, String)] = [], @HTMLBuilder _ content: () -> [Node] = { [] }) -> Node {
    .element(tag, attrs, content())
}

func page(title: String, items: [String], user: String?, compact: Bool) -> Node {
    el("html") {
        el("head") { el("title") { title } }
        el("body", [("class", compact ? "compact" : "wide")]) {
            if let user {
                el("p") { "Hello, \(user)" }
            }
            if items.isEmpty {
                el("em") { "nothing yet" }
            } else {
                el("ul") {
                    for (i, item) in items.enumerated() {
                        el("li", [("id", "i\(i)")]) { item }
                    }
                }
            }
            el("hr")
        }
    }
}

for line in page(title: "List", items: ["milk", "eggs"], user: "Ana", compact: true).render() { print(line) }
print("---")
print(page(title: "Empty", items: [], user: nil, compact: false).render().joined(separator: "\n"))

// expect: <html>
// expect:   <head>
// expect:     <title>
// expect:       List
// expect:     </title>
// expect:   </head>
// expect:   <body class="compact">
// expect:     <p>
// expect:       Hello, Ana
// expect:     </p>
// expect:     <ul>
// expect:       <li id="i0">
// expect:         milk
// expect:       </li>
// expect:       <li id="i1">
// expect:         eggs
// expect:       </li>
// expect:     </ul>
// expect:     <hr/>
// expect:   </body>
// expect: </html>
// expect: ---
// expect: <html>
// expect:   <head>
// expect:     <title>
// expect:       Empty
// expect:     </title>
// expect:   </head>
// expect:   <body class="wide">
// expect:     <em>
// expect:       nothing yet
// expect:     </em>
// expect:     <hr/>
// expect:   </body>
// expect: </html>

// Compiler test style: result builder DSL building a tree of nodes rendered to indented markup
indirect enum Node {
    case text(String)
    case element(String, [Node])

    func render(indent: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .text(let t):
            return [pad + t]
        case let .element(tag, children) where children.isEmpty:
            return [pad + "<\(tag)/>"]
        case let .element(tag, children):
            return [pad + "<\(tag)>"] + children.flatMap { $0.render(indent: indent + 1) } + [pad + "</\(tag)>"]
        }
    }
}

@resultBuilder
enum NodeBuilder {
    static func buildExpression(_ n: Node) -> [Node] { [n] }
    static func buildExpression(_ s: String) -> [Node] { [.text(s)] }
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildOptional(_ c: [Node]?) -> [Node] { c ?? [] }
    static func buildEither(first c: [Node]) -> [Node] { c }
    static func buildEither(second c: [Node]) -> [Node] { c }
    static func buildArray(_ c: [[Node]]) -> [Node] { c.flatMap { $0 } }
    static func buildLimitedAvailability(_ c: [Node]) -> [Node] { c }
}

func el(_ tag: String, @NodeBuilder _ children: () -> [Node] = { [] }) -> Node {
    .element(tag, children())
}

func page(title: String, items: [String], loggedIn: Bool) -> Node {
    el("html") {
        el("head") { el("title") { title } }
        el("body") {
            if loggedIn {
                el("p") { "Welcome back" }
            } else {
                el("a") { "Log in" }
            }
            if !items.isEmpty {
                el("ul") {
                    for item in items {
                        el("li") { item }
                    }
                }
            }
            el("hr")
        }
    }
}

for line in page(title: "Home", items: ["one", "two"], loggedIn: true).render() {
    print(line)
}
print("---")
print(page(title: "Empty", items: [], loggedIn: false).render().joined(separator: "|"))

// expect: <html>
// expect:   <head>
// expect:     <title>
// expect:       Home
// expect:     </title>
// expect:   </head>
// expect:   <body>
// expect:     <p>
// expect:       Welcome back
// expect:     </p>
// expect:     <ul>
// expect:       <li>
// expect:         one
// expect:       </li>
// expect:       <li>
// expect:         two
// expect:       </li>
// expect:     </ul>
// expect:     <hr/>
// expect:   </body>
// expect: </html>
// expect: ---
// expect: <html>|  <head>|    <title>|      Empty|    </title>|  </head>|  <body>|    <a>|      Log in|    </a>|    <hr/>|  </body>|</html>

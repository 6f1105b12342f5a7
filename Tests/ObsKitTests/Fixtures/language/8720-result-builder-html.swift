// Tutorial style (objc.io / SwiftLee, result builders): a tiny HTML DSL with if/else and loops
struct Node {
    let tag: String
    let children: [Node]
    let text: String?

    func render(indent: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        if let text { return [pad + text] }
        return ["\(pad)<\(tag)>"] + children.flatMap { $0.render(indent: indent + 1) } + ["\(pad)</\(tag)>"]
    }
}

@resultBuilder
enum HTMLBuilder {
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [Node(tag: "", children: [], text: text)] }
    static func buildOptional(_ nodes: [Node]?) -> [Node] { nodes ?? [] }
    static func buildEither(first nodes: [Node]) -> [Node] { nodes }
    static func buildEither(second nodes: [Node]) -> [Node] { nodes }
    static func buildArray(_ groups: [[Node]]) -> [Node] { groups.flatMap { $0 } }
}

func element(_ tag: String, @HTMLBuilder content: () -> [Node]) -> Node {
    Node(tag: tag, children: content(), text: nil)
}

func page(loggedIn: Bool, items: [String]) -> Node {
    element("body") {
        element("h1") { "Shopping list" }
        if loggedIn {
            element("p") { "Welcome back" }
        } else {
            element("p") { "Please sign in" }
        }
        if !items.isEmpty {
            element("ul") {
                for item in items {
                    element("li") { item }
                }
            }
        }
    }
}

for line in page(loggedIn: true, items: ["milk", "eggs"]).render() {
    print(line)
}
print("---")
for line in page(loggedIn: false, items: []).render() {
    print(line)
}

// expect: <body>
// expect:   <h1>
// expect:     Shopping list
// expect:   </h1>
// expect:   <p>
// expect:     Welcome back
// expect:   </p>
// expect:   <ul>
// expect:     <li>
// expect:       milk
// expect:     </li>
// expect:     <li>
// expect:       eggs
// expect:     </li>
// expect:   </ul>
// expect: </body>
// expect: ---
// expect: <body>
// expect:   <h1>
// expect:     Shopping list
// expect:   </h1>
// expect:   <p>
// expect:     Please sign in
// expect:   </p>
// expect: </body>

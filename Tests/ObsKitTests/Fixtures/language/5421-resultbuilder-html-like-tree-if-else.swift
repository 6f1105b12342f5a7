// Swift blog style (result builders by hand): a @resultBuilder for an HTML-like tree with if/else, optionals and for loops
indirect enum Node {
    case text(String)
    case element(String, [Node])

    func render(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .text(let s):
            return pad + s
        case let .element(tag, children):
            if children.isEmpty { return pad + "<\(tag)/>" }
            let inner = children.map { $0.render(indent: indent + 1) }.joined(separator: "\n")
            return "\(pad)<\(tag)>\n\(inner)\n\(pad)</\(tag)>"
        }
    }
}

@resultBuilder
struct HTMLBuilder {
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [.text(text)] }
    static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    static func buildEither(first: [Node]) -> [Node] { first }
    static func buildEither(second: [Node]) -> [Node] { second }
    static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

func tag(_ name: String, @HTMLBuilder _ content: () -> [Node]) -> Node {
    .element(name, content())
}

func page(title: String, items: [String], loggedIn: Bool, footer: String?) -> Node {
    tag("html") {
        tag("head") { tag("title") { title } }
        tag("body") {
            if loggedIn {
                "Welcome back"
            } else {
                tag("a") { "Log in" }
            }
            tag("ul") {
                for (i, item) in items.enumerated() {
                    tag("li") { "\(i + 1). \(item)" }
                }
            }
            if let footer = footer {
                tag("footer") { footer }
            }
            tag("hr") {}
        }
    }
}

print(page(title: "Home", items: ["alpha", "beta"], loggedIn: true, footer: nil).render())
print("---")
print(page(title: "Shop", items: [], loggedIn: false, footer: "(c) 2024").render())

// expect: <html>
// expect:   <head>
// expect:     <title>
// expect:       Home
// expect:     </title>
// expect:   </head>
// expect:   <body>
// expect:     Welcome back
// expect:     <ul>
// expect:       <li>
// expect:         1. alpha
// expect:       </li>
// expect:       <li>
// expect:         2. beta
// expect:       </li>
// expect:     </ul>
// expect:     <hr/>
// expect:   </body>
// expect: </html>
// expect: ---
// expect: <html>
// expect:   <head>
// expect:     <title>
// expect:       Shop
// expect:     </title>
// expect:   </head>
// expect:   <body>
// expect:     <a>
// expect:       Log in
// expect:     </a>
// expect:     <ul/>
// expect:     <footer>
// expect:       (c) 2024
// expect:     </footer>
// expect:     <hr/>
// expect:   </body>
// expect: </html>

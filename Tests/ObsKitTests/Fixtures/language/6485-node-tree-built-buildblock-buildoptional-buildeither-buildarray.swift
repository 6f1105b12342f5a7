// result builder style (HTML DSL): a Node tree built with buildBlock, buildOptional, buildEither, buildArray and buildExpression, rendered with indentation
indirect enum Node {
    case element(String, [String: String], [Node])
    case text(String)

    func render(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .text(let t): return pad + t
        case let .element(tag, attrs, children):
            let attrText = attrs.keys.sorted().map { " \($0)=\"\(attrs[$0]!)\"" }.joined()
            if children.isEmpty { return "\(pad)<\(tag)\(attrText)/>" }
            let inner = children.map { $0.render(indent: indent + 1) }.joined(separator: "\n")
            return "\(pad)<\(tag)\(attrText)>\n\(inner)\n\(pad)</\(tag)>"
        }
    }
}

@resultBuilder
enum HTMLBuilder {
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [.text(text)] }
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    static func buildEither(first: [Node]) -> [Node] { first }
    static func buildEither(second: [Node]) -> [Node] { second }
    static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

func tag(_ name: String, _ attrs: [String: String] = [:], @HTMLBuilder _ content: () -> [Node] = { [] }) -> Node {
    .element(name, attrs, content())
}

struct Item { let title: String; let done: Bool }

func page(user: String?, items: [Item]) -> Node {
    tag("div", ["class": "page", "id": "main"]) {
        if let user {
            tag("h1") { "Hello, \(user)" }
        } else {
            tag("h1") { "Hello, guest" }
        }
        tag("ul") {
            for item in items {
                tag("li", item.done ? ["class": "done"] : [:]) { item.title }
            }
        }
        if items.isEmpty {
            tag("p") { "Nothing to do" }
        }
        tag("hr")
    }
}

print(page(user: "Ada", items: [Item(title: "write", done: true), Item(title: "test", done: false)]).render())
print(page(user: nil, items: []).render())

// expect: <div class="page" id="main">
// expect:   <h1>
// expect:     Hello, Ada
// expect:   </h1>
// expect:   <ul>
// expect:     <li class="done">
// expect:       write
// expect:     </li>
// expect:     <li>
// expect:       test
// expect:     </li>
// expect:   </ul>
// expect:   <hr/>
// expect: </div>
// expect: <div class="page" id="main">
// expect:   <h1>
// expect:     Hello, guest
// expect:   </h1>
// expect:   <ul/>
// expect:   <p>
// expect:     Nothing to do
// expect:   </p>
// expect:   <hr/>
// expect: </div>

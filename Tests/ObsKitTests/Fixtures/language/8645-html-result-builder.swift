// Blog style (result builders): an HTML string DSL with buildOptional, buildEither and buildArray
struct Node {
    let render: (Int) -> [String]
}

@resultBuilder
enum HTMLBuilder {
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [Node { indent in [String(repeating: "  ", count: indent) + text] }] }
    static func buildOptional(_ nodes: [Node]?) -> [Node] { nodes ?? [] }
    static func buildEither(first nodes: [Node]) -> [Node] { nodes }
    static func buildEither(second nodes: [Node]) -> [Node] { nodes }
    static func buildArray(_ groups: [[Node]]) -> [Node] { groups.flatMap { $0 } }
}

func element(_ tag: String, _ attrs: String = "", @HTMLBuilder _ content: () -> [Node]) -> Node {
    let children = content()
    return Node { indent in
        let pad = String(repeating: "  ", count: indent)
        let open = attrs.isEmpty ? "<\(tag)>" : "<\(tag) \(attrs)>"
        return [pad + open] + children.flatMap { $0.render(indent + 1) } + [pad + "</\(tag)>"]
    }
}

func page(@HTMLBuilder _ content: () -> [Node]) -> String {
    content().flatMap { $0.render(0) }.joined(separator: "\n")
}

struct Article { let title: String; let draft: Bool }
let articles = [Article(title: "Generics", draft: false), Article(title: "Macros", draft: true)]
let user: String? = "kim"
let showFooter = false

let html = page {
    element("header") {
        if let user {
            "Welcome back, \(user)"
        } else {
            "Please sign in"
        }
    }
    element("ul", "class=\"posts\"") {
        for a in articles {
            element("li") {
                a.title
                if a.draft {
                    "(draft)"
                }
            }
        }
    }
    if showFooter {
        element("footer") { "bye" }
    }
}
print(html)
print("---")
print(page { for i in 1...3 { "line \(i)" } })
// expect: <header>
// expect:   Welcome back, kim
// expect: </header>
// expect: <ul class="posts">
// expect:   <li>
// expect:     Generics
// expect:   </li>
// expect:   <li>
// expect:     Macros
// expect:     (draft)
// expect:   </li>
// expect: </ul>
// expect: ---
// expect: line 1
// expect: line 2
// expect: line 3

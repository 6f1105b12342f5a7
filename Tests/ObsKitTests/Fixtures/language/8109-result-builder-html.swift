// Swift Evolution style: SE-0289 result builders with buildOptional, buildEither and buildArray for an HTML DSL
indirect enum Node {
    case text(String)
    case element(String, [Node])

    func render(indent: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .text(let s):
            return [pad + s]
        case .element(let tag, let children):
            var lines = [pad + "<\(tag)>"]
            for child in children { lines += child.render(indent: indent + 1) }
            lines.append(pad + "</\(tag)>")
            return lines
        }
    }
}

@resultBuilder
struct HTMLBuilder {
    static func buildBlock(_ components: [Node]...) -> [Node] { components.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [.text(text)] }
    static func buildOptional(_ component: [Node]?) -> [Node] { component ?? [] }
    static func buildEither(first component: [Node]) -> [Node] { component }
    static func buildEither(second component: [Node]) -> [Node] { component }
    static func buildArray(_ components: [[Node]]) -> [Node] { components.flatMap { $0 } }
}

func tag(_ name: String, @HTMLBuilder _ content: () -> [Node]) -> Node {
    .element(name, content())
}

func page(title: String, loggedIn: Bool, items: [String], showFooter: Bool) -> Node {
    tag("html") {
        tag("h1") { title }
        if loggedIn {
            tag("p") { "Welcome back!" }
        } else {
            tag("p") { "Please sign in." }
        }
        tag("ul") {
            for item in items {
                tag("li") { item }
            }
        }
        if showFooter {
            tag("footer") { "(c) Example" }
        }
    }
}

for line in page(title: "Shop", loggedIn: true, items: ["tea", "milk"], showFooter: false).render() {
    print(line)
}
print("=====")
for line in page(title: "Empty", loggedIn: false, items: [], showFooter: true).render() {
    print(line)
}

// expect: <html>
// expect:   <h1>
// expect:     Shop
// expect:   </h1>
// expect:   <p>
// expect:     Welcome back!
// expect:   </p>
// expect:   <ul>
// expect:     <li>
// expect:       tea
// expect:     </li>
// expect:     <li>
// expect:       milk
// expect:     </li>
// expect:   </ul>
// expect: </html>
// expect: =====
// expect: <html>
// expect:   <h1>
// expect:     Empty
// expect:   </h1>
// expect:   <p>
// expect:     Please sign in.
// expect:   </p>
// expect:   <ul>
// expect:   </ul>
// expect:   <footer>
// expect:     (c) Example
// expect:   </footer>
// expect: </html>

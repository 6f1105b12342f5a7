// Swift book style: HTML-like DSL built with a result builder and nested builder closures
protocol Node { func render(indent: Int) -> String }

struct Text: Node {
    let s: String
    init(_ s: String) { self.s = s }
    func render(indent: Int) -> String { String(repeating: "  ", count: indent) + s }
}

struct Element: Node {
    let tag: String
    let children: [Node]
    init(_ tag: String, @NodeBuilder _ content: () -> [Node] = { [] }) {
        self.tag = tag
        self.children = content()
    }
    func render(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        if children.isEmpty { return "\(pad)<\(tag)/>" }
        let inner = children.map { $0.render(indent: indent + 1) }.joined(separator: "\n")
        return "\(pad)<\(tag)>\n\(inner)\n\(pad)</\(tag)>"
    }
}

@resultBuilder
struct NodeBuilder {
    static func buildBlock(_ nodes: [Node]...) -> [Node] { nodes.flatMap { $0 } }
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ s: String) -> [Node] { [Text(s)] }
    static func buildArray(_ nodes: [[Node]]) -> [Node] { nodes.flatMap { $0 } }
    static func buildOptional(_ nodes: [Node]?) -> [Node] { nodes ?? [] }
}

func page(title: String, items: [String], footer: Bool) -> Element {
    Element("html") {
        Element("head") {
            Element("title") { title }
        }
        Element("body") {
            Element("ul") {
                for item in items {
                    Element("li") { item.uppercased() }
                }
            }
            Element("hr")
            if footer {
                Element("footer") { "bye" }
            }
        }
    }
}

print(page(title: "Fruits", items: ["apple", "kiwi"], footer: true).render(indent: 0))
print(page(title: "Empty", items: [], footer: false).render(indent: 0))
// expect: <html>
// expect:   <head>
// expect:     <title>
// expect:       Fruits
// expect:     </title>
// expect:   </head>
// expect:   <body>
// expect:     <ul>
// expect:       <li>
// expect:         APPLE
// expect:       </li>
// expect:       <li>
// expect:         KIWI
// expect:       </li>
// expect:     </ul>
// expect:     <hr/>
// expect:     <footer>
// expect:       bye
// expect:     </footer>
// expect:   </body>
// expect: </html>
// expect: <html>
// expect:   <head>
// expect:     <title>
// expect:       Empty
// expect:     </title>
// expect:   </head>
// expect:   <body>
// expect:     <ul/>
// expect:     <hr/>
// expect:   </body>
// expect: </html>

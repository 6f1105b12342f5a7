// Result builder producing a small HTML tree, with if/else, loops and optional content
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Node {
    func render(indent: Int) -> [String]
}

struct Text: Node {
    let value: String
    init(_ value: String) { self.value = value }
    func render(indent: Int) -> [String] { [String(repeating: "  ", count: indent) + value] }
}

struct Element: Node {
    let tag: String
    let children: [Node]
    init(_ tag: String, @HTMLBuilder content: () -> [Node]) {
        self.tag = tag
        self.children = content()
    }
    func render(indent: Int) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        if children.isEmpty { return ["\(pad)<\(tag)/>"] }
        if children.count == 1, let text = children[0] as? Text {
            return ["\(pad)<\(tag)>\(text.value)</\(tag)>"]
        }
        return ["\(pad)<\(tag)>"] + children.flatMap { $0.render(indent: indent + 1) } + ["\(pad)</\(tag)>"]
    }
}

@resultBuilder
enum HTMLBuilder {
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [Text(text)] }
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    static func buildEither(first: [Node]) -> [Node] { first }
    static func buildEither(second: [Node]) -> [Node] { second }
    static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

func page(title: String, items: [String], loggedIn: Bool, footer: String?) -> Element {
    Element("html") {
        Element("head") { Element("title") { title } }
        Element("body") {
            if loggedIn {
                Element("p") { "Welcome back!" }
            } else {
                Element("a") { "Sign in" }
            }
            Element("ul") {
                for item in items {
                    Element("li") { item.capitalized }
                }
            }
            if let footer {
                Element("footer") { footer }
            }
            Element("hr") {}
        }
    }
}

extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}

page(title: "Groceries", items: ["milk", "eggs"], loggedIn: true, footer: "v1.0")
    .render(indent: 0).forEach { print($0) }
print("---")
print(page(title: "Empty", items: [], loggedIn: false, footer: nil).render(indent: 0).joined(separator: " "))
// expect: <html>
// expect:   <head>
// expect:     <title>Groceries</title>
// expect:   </head>
// expect:   <body>
// expect:     <p>Welcome back!</p>
// expect:     <ul>
// expect:       <li>Milk</li>
// expect:       <li>Eggs</li>
// expect:     </ul>
// expect:     <footer>v1.0</footer>
// expect:     <hr/>
// expect:   </body>
// expect: </html>
// expect: ---
// expect: <html>   <head>     <title>Empty</title>   </head>   <body>     <a>Sign in</a>     <ul/>     <hr/>   </body> </html>

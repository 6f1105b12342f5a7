// Hacking with Swift style (result builders): a tiny HTML DSL with buildBlock, buildOptional, buildEither and buildArray
protocol Node {
    func render() -> String
}

struct Text: Node {
    let value: String
    init(_ value: String) { self.value = value }
    func render() -> String { value }
}

struct Group: Node {
    let children: [Node]
    func render() -> String { children.map { $0.render() }.joined() }
}

@resultBuilder
struct HTMLBuilder {
    static func buildBlock(_ parts: Node...) -> Node { Group(children: parts) }
    static func buildOptional(_ part: Node?) -> Node { part ?? Group(children: []) }
    static func buildEither(first: Node) -> Node { first }
    static func buildEither(second: Node) -> Node { second }
    static func buildArray(_ parts: [Node]) -> Node { Group(children: parts) }
    static func buildExpression(_ text: String) -> Node { Text(text) }
    static func buildExpression(_ node: Node) -> Node { node }
}

struct Tag: Node {
    let name: String
    let body: Node
    init(_ name: String, @HTMLBuilder _ content: () -> Node) {
        self.name = name
        self.body = content()
    }
    func render() -> String { "<\(name)>\(body.render())</\(name)>" }
}

func page(title: String, items: [String], loggedIn: Bool, banner: String?) -> Node {
    Tag("html") {
        Tag("h1") { title }
        if let banner = banner {
            Tag("p") { banner }
        }
        if loggedIn {
            Tag("a") { "logout" }
        } else {
            Tag("a") { "login" }
        }
        Tag("ul") {
            for item in items {
                Tag("li") { item.uppercased() }
            }
        }
    }
}

print(page(title: "Shop", items: ["tea", "jam"], loggedIn: true, banner: "Sale!").render())
print(page(title: "Empty", items: [], loggedIn: false, banner: nil).render())

// expect: <html><h1>Shop</h1><p>Sale!</p><a>logout</a><ul><li>TEA</li><li>JAM</li></ul></html>
// expect: <html><h1>Empty</h1><a>login</a><ul></ul></html>

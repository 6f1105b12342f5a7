// Hacking with Swift / Swift by Sundell style result builder: @resultBuilder with buildBlock, buildOptional, buildEither, buildArray, buildExpression; a tiny HTML DSL rendered with indentation
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
    var attributes: [String: String] = [:]
    let children: [Node]

    init(_ tag: String, _ attributes: [String: String] = [:], @HTMLBuilder content: () -> [Node] = { [] }) {
        self.tag = tag
        self.attributes = attributes
        children = content()
    }

    func render(indent: Int) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        let attrs = attributes.keys.sorted().map { " \($0)=\"\(attributes[$0]!)\"" }.joined()
        if children.isEmpty { return ["\(pad)<\(tag)\(attrs) />"] }
        if children.count == 1, let t = children[0] as? Text { return ["\(pad)<\(tag)\(attrs)>\(t.value)</\(tag)>"] }
        return ["\(pad)<\(tag)\(attrs)>"] + children.flatMap { $0.render(indent: indent + 1) } + ["\(pad)</\(tag)>"]
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

struct Article {
    let title: String
    let tags: [String]
    let isDraft: Bool
    let views: Int
}

func page(for article: Article, loggedIn: Bool) -> Element {
    Element("article", ["class": "post", "id": "a1"]) {
        Element("h1") { article.title }
        if article.isDraft {
            Element("p", ["class": "warning"]) { "Draft - not published" }
        }
        if loggedIn {
            Element("a", ["href": "/edit"]) { "Edit" }
        } else {
            Element("a", ["href": "/login"]) { "Log in to edit" }
        }
        Element("ul") {
            for tag in article.tags {
                Element("li") { "#" + tag }
            }
        }
        Element("footer") {
            "\(article.views) views"
            Element("br")
        }
    }
}

let article = Article(title: "Result builders in practice", tags: ["swift", "dsl"], isDraft: true, views: 1204)
print(page(for: article, loggedIn: true).render(indent: 0).joined(separator: "\n"))
print("---")
let published = Article(title: "Short one", tags: [], isDraft: false, views: 7)
let lines = page(for: published, loggedIn: false).render(indent: 0)
print(lines.joined(separator: "\n"))
print("line count: \(lines.count)")
// expect: <article class="post" id="a1">
// expect:   <h1>Result builders in practice</h1>
// expect:   <p class="warning">Draft - not published</p>
// expect:   <a href="/edit">Edit</a>
// expect:   <ul>
// expect:     <li>#swift</li>
// expect:     <li>#dsl</li>
// expect:   </ul>
// expect:   <footer>
// expect:     1204 views
// expect:     <br />
// expect:   </footer>
// expect: </article>
// expect: ---
// expect: <article class="post" id="a1">
// expect:   <h1>Short one</h1>
// expect:   <a href="/login">Log in to edit</a>
// expect:   <ul />
// expect:   <footer>
// expect:     7 views
// expect:     <br />
// expect:   </footer>
// expect: </article>
// expect: line count: 9

// Swift book, "Result Builders": a custom @resultBuilder with buildBlock, buildOptional, buildEither, buildArray, buildExpression producing an HTML-like tree
indirect enum Node: CustomStringConvertible {
    case text(String)
    case element(String, [Node])

    var description: String { render(indent: 0) }
    func render(indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .text(let t): return pad + t
        case let .element(tag, children) where children.isEmpty:
            return pad + "<\(tag)/>"
        case let .element(tag, children):
            let inner = children.map { $0.render(indent: indent + 1) }.joined(separator: "\n")
            return "\(pad)<\(tag)>\n\(inner)\n\(pad)</\(tag)>"
        }
    }
}

@resultBuilder
struct HTMLBuilder {
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [.text(text)] }
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
    static func buildEither(first part: [Node]) -> [Node] { part }
    static func buildEither(second part: [Node]) -> [Node] { part }
    static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

func tag(_ name: String, @HTMLBuilder _ content: () -> [Node]) -> Node {
    .element(name, content())
}
func br() -> Node { .element("br", []) }

func page(title: String, items: [String], loggedIn: Bool, footer: Bool) -> Node {
    tag("html") {
        tag("h1") { title }
        if loggedIn {
            tag("p") { "Welcome back!" }
        } else {
            tag("p") { "Please log in" }
            br()
        }
        tag("ul") {
            for (i, item) in items.enumerated() {
                tag("li") { "\(i + 1). \(item)" }
            }
        }
        if footer {
            tag("footer") { "© 2024" }
        }
    }
}

print(page(title: "Groceries", items: ["milk", "eggs"], loggedIn: true, footer: false))
print(page(title: "Empty", items: [], loggedIn: false, footer: true))

@resultBuilder
enum SumBuilder {
    static func buildBlock(_ values: Int...) -> Int { values.reduce(0, +) }
    static func buildEither(first: Int) -> Int { first }
    static func buildEither(second: Int) -> Int { second }
}
@SumBuilder var total: Int {
    1
    20
    if total2 > 5 { 300 } else { 4000 }
}
let total2 = 7
print("total:", total)

// expect: <html>
// expect:   <h1>
// expect:     Groceries
// expect:   </h1>
// expect:   <p>
// expect:     Welcome back!
// expect:   </p>
// expect:   <ul>
// expect:     <li>
// expect:       1. milk
// expect:     </li>
// expect:     <li>
// expect:       2. eggs
// expect:     </li>
// expect:   </ul>
// expect: </html>
// expect: <html>
// expect:   <h1>
// expect:     Empty
// expect:   </h1>
// expect:   <p>
// expect:     Please log in
// expect:   </p>
// expect:   <br/>
// expect:   <ul/>
// expect:   <footer>
// expect:     © 2024
// expect:   </footer>
// expect: </html>
// expect: total: 321

// Swift Evolution style (SE-0348, SE-0289): result builder with partial blocks, optionals, either and arrays
indirect enum Node {
    case text(String)
    case element(String, [Node])

    func render(_ indent: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .text(let s): return [pad + s]
        case .element(let tag, let children):
            return [pad + "<\(tag)>"] + children.flatMap { $0.render(indent + 1) } + [pad + "</\(tag)>"]
        }
    }
}

@resultBuilder
enum HTML {
    static func buildExpression(_ n: Node) -> [Node] { [n] }
    static func buildExpression(_ s: String) -> [Node] { [.text(s)] }
    static func buildExpression(_ ns: [Node]) -> [Node] { ns }
    static func buildPartialBlock(first: [Node]) -> [Node] { first }
    static func buildPartialBlock(accumulated: [Node], next: [Node]) -> [Node] { accumulated + next }
    static func buildBlock() -> [Node] { [] }
    static func buildOptional(_ ns: [Node]?) -> [Node] { ns ?? [] }
    static func buildEither(first: [Node]) -> [Node] { first }
    static func buildEither(second: [Node]) -> [Node] { second }
    static func buildArray(_ nss: [[Node]]) -> [Node] { nss.flatMap { $0 } }
    static func buildLimitedAvailability(_ ns: [Node]) -> [Node] { ns }
}

func el(_ tag: String, @HTML _ content: () -> [Node]) -> Node { .element(tag, content()) }

func page(title: String, items: [String], loggedIn: Bool, footer: String?) -> Node {
    el("html") {
        el("h1") { title }
        if loggedIn {
            el("p") { "welcome back" }
        } else {
            el("p") { "please log in" }
        }
        el("ul") {
            for item in items {
                el("li") { item }
            }
        }
        if let footer {
            el("footer") { footer }
        }
        el("br") {}
    }
}

for line in page(title: "Shop", items: ["apples", "pears"], loggedIn: true, footer: nil).render() {
    print(line)
}
print("---")
for line in page(title: "Empty", items: [], loggedIn: false, footer: "(c)").render() {
    print(line)
}

// expect: <html>
// expect:   <h1>
// expect:     Shop
// expect:   </h1>
// expect:   <p>
// expect:     welcome back
// expect:   </p>
// expect:   <ul>
// expect:     <li>
// expect:       apples
// expect:     </li>
// expect:     <li>
// expect:       pears
// expect:     </li>
// expect:   </ul>
// expect:   <br>
// expect:   </br>
// expect: </html>
// expect: ---
// expect: <html>
// expect:   <h1>
// expect:     Empty
// expect:   </h1>
// expect:   <p>
// expect:     please log in
// expect:   </p>
// expect:   <ul>
// expect:   </ul>
// expect:   <footer>
// expect:     (c)
// expect:   </footer>
// expect:   <br>
// expect:   </br>
// expect: </html>

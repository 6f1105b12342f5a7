// Compiler test style: a result builder producing nested indirect-enum trees, with empty blocks and buildFinalResult
indirect enum Element {
    case text(String)
    case tag(String, [Element])

    func render(indent: Int = 0) -> [String] {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case .text(let s): return [pad + s]
        case let .tag(name, kids):
            return [pad + "<\(name)>"] + kids.flatMap { $0.render(indent: indent + 1) } + [pad + "</\(name)>"]
        }
    }
}

@resultBuilder
enum ElementBuilder {
    static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    static func buildBlock() -> [Element] { [] }
    static func buildExpression(_ e: Element) -> [Element] { [e] }
    static func buildExpression(_ s: String) -> [Element] { [.text(s)] }
    static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    static func buildOptional(_ p: [Element]?) -> [Element] { p ?? [] }
}

func tag(_ name: String, @ElementBuilder _ kids: () -> [Element] = { [] }) -> Element {
    .tag(name, kids())
}

let items = ["milk", "eggs"]
let page = tag("html") {
    tag("head") { tag("title") { "Groceries" } }
    tag("body") {
        tag("ul") {
            for item in items { tag("li") { item } }
        }
        if items.isEmpty { "nothing to buy" }
        tag("br")
    }
}
for line in page.render() { print(line) }

// expect: <html>
// expect:   <head>
// expect:     <title>
// expect:       Groceries
// expect:     </title>
// expect:   </head>
// expect:   <body>
// expect:     <ul>
// expect:       <li>
// expect:         milk
// expect:       </li>
// expect:       <li>
// expect:         eggs
// expect:       </li>
// expect:     </ul>
// expect:     <br>
// expect:     </br>
// expect:   </body>
// expect: </html>

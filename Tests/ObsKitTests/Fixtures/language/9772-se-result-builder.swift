// Swift Evolution style: SE-0289 result builders
@resultBuilder
struct HTMLBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildExpression(_ node: Node) -> [String] { node.render() }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}

struct Node {
    let tag: String
    let children: [String]
    init(_ tag: String, @HTMLBuilder _ content: () -> [String]) {
        self.tag = tag
        self.children = content()
    }
    func render() -> [String] {
        ["<\(tag)>"] + children.map { "  " + $0 } + ["</\(tag)>"]
    }
}

func page(loggedIn: Bool, items: [String]) -> Node {
    Node("html") {
        Node("body") {
            Node("h1") { "Shopping" }
            if loggedIn {
                "Welcome back!"
            } else {
                "Please sign in"
            }
            if !items.isEmpty {
                Node("ul") {
                    for item in items {
                        Node("li") { item }
                    }
                }
            }
        }
    }
}

for line in page(loggedIn: true, items: ["milk", "eggs"]).render() {
    print(line)
}
print("---")
for line in page(loggedIn: false, items: []).render() {
    print(line)
}

// A second tiny builder that computes a value
@resultBuilder
enum SumBuilder {
    static func buildBlock(_ xs: Int...) -> Int { xs.reduce(0, +) }
    static func buildOptional(_ x: Int?) -> Int { x ?? 0 }
    static func buildEither(first: Int) -> Int { first }
    static func buildEither(second: Int) -> Int { second }
}

func total(@SumBuilder _ body: () -> Int) -> Int { body() }

let bonus = true
let t = total {
    10
    20
    if bonus { 5 }
    if bonus { 100 } else { 1 }
}
print("total =", t)

// expect: <html>
// expect:   <body>
// expect:     <h1>
// expect:       Shopping
// expect:     </h1>
// expect:     Welcome back!
// expect:     <ul>
// expect:       <li>
// expect:         milk
// expect:       </li>
// expect:       <li>
// expect:         eggs
// expect:       </li>
// expect:     </ul>
// expect:   </body>
// expect: </html>
// expect: ---
// expect: <html>
// expect:   <body>
// expect:     <h1>
// expect:       Shopping
// expect:     </h1>
// expect:     Please sign in
// expect:   </body>
// expect: </html>
// expect: total = 135

// Compiler test style: buildExpression overloads convert heterogeneous statements into one component type
struct Node: CustomStringConvertible {
    let tag: String
    var description: String { "<\(tag)>" }
}

@resultBuilder
struct NodeBuilder {
    static func buildExpression(_ node: Node) -> [Node] { [node] }
    static func buildExpression(_ text: String) -> [Node] { [Node(tag: "text:" + text)] }
    static func buildExpression(_ number: Int) -> [Node] { [Node(tag: "num:\(number)")] }
    static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    static func buildFinalResult(_ component: [Node]) -> String {
        component.map(\.description).joined(separator: "")
    }
}

@NodeBuilder
func document() -> String {
    Node(tag: "h1")
    "Title"
    42
    [Node(tag: "hr"), Node(tag: "br")]
    "end"
}

print(document())

func render(@NodeBuilder _ body: () -> String) -> String {
    "{" + body() + "}"
}

print(render {
    7
    Node(tag: "p")
})

@resultBuilder
enum Doubler {
    static func buildExpression(_ x: Int) -> Int { x * 2 }
    static func buildBlock(_ xs: Int...) -> [Int] { xs }
}

@Doubler func doubled() -> [Int] {
    1
    5
    10
}
print(doubled())

// expect: <h1><text:Title><num:42><hr><br><text:end>
// expect: {<num:7><p>}
// expect: [2, 10, 20]

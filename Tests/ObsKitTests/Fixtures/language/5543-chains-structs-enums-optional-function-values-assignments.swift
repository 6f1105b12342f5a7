// The Swift Programming Language style (Optional Chaining): chains on structs and enums, optional function values, assignments through chains, and flatMap vs chaining
struct Engine {
    var horsepower: Int
    func boosted(by p: Int) -> Engine? { p > 0 ? Engine(horsepower: horsepower + p) : nil }
}

struct Car {
    var engine: Engine?
    var owner: String?
}

var garage: [String: Car] = [
    "blue": Car(engine: Engine(horsepower: 120), owner: "Ola"),
    "red": Car(engine: nil, owner: nil),
]

print(garage["blue"]?.engine?.horsepower as Any)
print(garage["red"]?.engine?.horsepower as Any)
print(garage["green"]?.engine?.horsepower as Any)
print(garage["blue"]?.engine?.boosted(by: 30)?.horsepower ?? 0)
print(garage["blue"]?.engine?.boosted(by: -1)?.horsepower ?? 0)

garage["blue"]?.engine?.horsepower += 5
garage["red"]?.engine?.horsepower += 5
print(garage["blue"]!.engine!.horsepower, garage["red"]!.engine == nil)

garage["red"]?.owner = "Per"
print(garage["red"]?.owner?.count ?? -1)
let wasSet: Void? = (garage["grey"]?.owner = "Nobody")
print(wasSet == nil ? "grey not set" : "grey set")

enum Node {
    case leaf(Int)
    indirect case pair(Node, Node)
    var left: Node? {
        if case .pair(let l, _) = self { return l }
        return nil
    }
    var value: Int? {
        if case .leaf(let v) = self { return v }
        return nil
    }
}

let tree = Node.pair(.pair(.leaf(1), .leaf(2)), .leaf(3))
print(tree.left?.left?.value as Any, tree.left?.left?.left?.value as Any)

var handler: ((Int) -> String)? = nil
print(handler?(5) ?? "no handler")
handler = { "got \($0)" }
print(handler?(5) ?? "no handler")

let text: String? = "42"
let viaMap = text.map { Int($0) }
let viaFlat = text.flatMap { Int($0) }
print(viaMap as Any, viaFlat as Any)
print(text?.count.advanced(by: 1) as Any)

// expect: Optional(120)
// expect: nil
// expect: nil
// expect: 150
// expect: 0
// expect: 125 true
// expect: 3
// expect: grey not set
// expect: Optional(1) nil
// expect: no handler
// expect: got 5
// expect: Optional(Optional(42)) Optional(42)
// expect: Optional(3)

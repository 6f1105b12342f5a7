// Compiler test style: synthesized Equatable, Hashable, Comparable on enums
enum Size: Comparable {
    case small, medium, large, extraLarge
}
print(Size.small < .large, Size.extraLarge < .medium)
print([Size.large, .small, .extraLarge, .medium].sorted())
print([Size.large, .small, .medium].max()!)

// Comparable with associated values: compares case order then payload
enum Version: Comparable {
    case alpha(Int)
    case beta(Int)
    case release(major: Int, minor: Int)
}
let versions: [Version] = [.release(major: 1, minor: 2), .alpha(3), .beta(1),
                           .release(major: 1, minor: 0), .alpha(1), .beta(5)]
for v in versions.sorted() { print(v) }
print(Version.beta(9) < .release(major: 0, minor: 0))

// Equatable with associated values
enum Token: Equatable {
    case number(Int)
    case op(Character)
    case ident(String)
    case eof
}
let toks: [Token] = [.ident("x"), .op("="), .number(3), .op("+"), .number(4), .eof]
print(toks.contains(.eof), toks.contains(.number(5)))
print(toks.firstIndex(of: .op("+")) as Any)
print(Token.number(1) == .number(1), Token.number(1) == .number(2), Token.op("+") != .ident("+"))

// Hashable: use in Set and Dictionary
enum Cell: Hashable {
    case empty
    case wall
    case item(name: String, qty: Int)
}
var seen: Set<Cell> = [.empty, .wall, .item(name: "key", qty: 1)]
seen.insert(.empty)
seen.insert(.item(name: "key", qty: 1))
seen.insert(.item(name: "key", qty: 2))
print("set size \(seen.count)")
print(seen.contains(.item(name: "key", qty: 2)), seen.contains(.item(name: "gem", qty: 1)))

var tally: [Cell: Int] = [:]
let grid: [Cell] = [.wall, .empty, .wall, .item(name: "gem", qty: 1), .empty, .wall]
for c in grid { tally[c, default: 0] += 1 }
print(tally[.wall]!, tally[.empty]!, tally[.item(name: "gem", qty: 1)]!, tally[.item(name: "x", qty: 0)] as Any)

// Hash equality consistency
print(Cell.wall.hashValue == Cell.wall.hashValue)
print(Cell.item(name: "a", qty: 1).hashValue == Cell.item(name: "a", qty: 1).hashValue)

// Raw-value enums are Hashable automatically
enum Key: String { case up, down }
let keyMap: [Key: String] = [.up: "jump", .down: "crouch"]
print(keyMap[.up]!, keyMap[Key(rawValue: "down")!]!)

// Sorting with Comparable enum as a secondary key
struct Shirt { let name: String; let size: Size }
let shirts = [Shirt(name: "b", size: .large), Shirt(name: "a", size: .small),
              Shirt(name: "c", size: .large), Shirt(name: "d", size: .medium)]
let ordered = shirts.sorted { ($0.size, $0.name) < ($1.size, $1.name) }
print(ordered.map { "\($0.name):\($0.size)" }.joined(separator: " "))

// Optional enums compare with ==
let maybeSize: Size? = .medium
print(maybeSize == .medium, maybeSize == nil)

// Equatable synthesized for indirect enum
indirect enum Tree: Equatable {
    case leaf(Int)
    case node(Tree, Tree)
}
let t1 = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
let t2 = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
let t3 = Tree.node(.leaf(1), .leaf(5))
print(t1 == t2, t1 == t3)
// expect: true false
// expect: [main.Size.small, main.Size.medium, main.Size.large, main.Size.extraLarge]
// expect: large
// expect: alpha(1)
// expect: alpha(3)
// expect: beta(1)
// expect: beta(5)
// expect: release(major: 1, minor: 0)
// expect: release(major: 1, minor: 2)
// expect: true
// expect: true false
// expect: Optional(3)
// expect: true false true
// expect: set size 4
// expect: true false
// expect: 3 2 1 nil
// expect: true
// expect: true
// expect: jump crouch
// expect: a:small d:medium b:large c:large
// expect: true false
// expect: true false

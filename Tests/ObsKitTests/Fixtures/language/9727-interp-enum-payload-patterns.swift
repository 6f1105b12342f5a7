// Swift compiler test/Interpreter style: pattern matching corner cases — nested optionals, if/guard case, enum payload mutation through switch-rebind, ~= overloads, tuple patterns with wildcards, for case
let doubleOptional: Int?? = .some(nil)
switch doubleOptional {
case .none: print("outer nil")
case .some(.none): print("inner nil")
case .some(.some(let v)): print("value \(v)")
}
let values: [Int??] = [1, nil, .some(nil), 4]
for case let x?? in values { print("unwrapped", x) }
print(values.map { $0 == nil ? "outer" : ($0! == nil ? "inner" : "val") })

enum Tree {
    case leaf(Int)
    indirect case node(Tree, Tree)
    var sum: Int {
        switch self {
        case .leaf(let v): return v
        case let .node(l, r): return l.sum + r.sum
        }
    }
    mutating func incrementLeaves() {
        switch self {
        case .leaf(let v): self = .leaf(v + 1)
        case .node(var l, var r):
            l.incrementLeaves()
            r.incrementLeaves()
            self = .node(l, r)
        }
    }
}
var tree = Tree.node(.leaf(1), .node(.leaf(2), .leaf(3)))
print(tree.sum)
tree.incrementLeaves()
print(tree.sum)
if case .node(.leaf(let first), _) = tree { print("leftmost leaf", first) }

struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
func ~= (pattern: ClosedRange<Character>, value: String) -> Bool {
    value.first.map { pattern.contains($0) } ?? false
}
for n in [3, 8] {
    switch n {
    case Even(): print(n, "even")
    default: print(n, "odd")
    }
}
let firstHalf: ClosedRange<Character> = "a"..."m"
let secondHalf: ClosedRange<Character> = "n"..."z"
for word in ["apple", "zebra", ""] {
    switch word {
    case firstHalf: print("\(word): first half")
    case secondHalf: print("\(word): second half")
    default: print("'\(word)': empty")
    }
}

let pairs = [(1, "one"), (2, "two"), (3, "three"), (2, "deux")]
for case (2, let name) in pairs { print("two is", name) }
let firstBig = pairs.first { if case (3..., _) = $0 { return true } else { return false } }
print(firstBig!.1)

enum Command { case move(dx: Int, dy: Int), say(String), quit }
func run(_ cmds: [Command]) -> String {
    var x = 0, y = 0, out: [String] = []
    for cmd in cmds {
        guard case let .move(dx, dy) = cmd else {
            if case .say(let s) = cmd { out.append(s) } else { break }
            continue
        }
        x += dx; y += dy
    }
    return "(\(x),\(y)) \(out)"
}
print(run([.move(dx: 1, dy: 2), .say("hi"), .move(dx: -3, dy: 0), .quit, .say("never")]))

let point = (x: 0, y: 5, z: -1)
switch point {
case (0, _, let z) where z < 0: print("on yz plane below, z=\(z)")
case (_, 0, _): print("on xz plane")
default: print("elsewhere")
}
let opt: String? = "hello"
if case "hello"? = opt { print("matched optional literal") }

// expect: inner nil
// expect: unwrapped 1
// expect: unwrapped 4
// expect: ["val", "outer", "inner", "val"]
// expect: 6
// expect: 9
// expect: leftmost leaf 2
// expect: 3 odd
// expect: 8 even
// expect: apple: first half
// expect: zebra: second half
// expect: '': empty
// expect: two is two
// expect: two is deux
// expect: three
// expect: (-2,2) ["hi"]
// expect: on yz plane below, z=-1
// expect: matched optional literal

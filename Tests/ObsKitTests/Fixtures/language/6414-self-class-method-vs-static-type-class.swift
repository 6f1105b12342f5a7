// Quiz post style (Self and static members): Self in a class method vs the static type, class vs static overriding, and stored static state
class Node {
    class var kind: String { "node" }
    static var created = 0
    static func describeStatic() -> String { "static sees \(kind)" }
    class func make() -> Self {
        created += 1
        return self.init()
    }
    required init() {}
    func whoAmI() -> String { "\(Self.self) / \(type(of: self)) / \(Self.kind)" }
}

final class Leaf: Node {
    override class var kind: String { "leaf" }
}

// Puzzle: which kinds and types are printed?
let n = Node.make()
let l = Leaf.make()
let asNode: Node = Leaf.make()
print(type(of: n), type(of: l), type(of: asNode))
print(Node.kind, Leaf.kind, type(of: asNode).kind)
print(Node.describeStatic(), Leaf.describeStatic())
print(n.whoAmI())
print(asNode.whoAmI())
print("created:", Node.created, Leaf.created)

struct Counter {
    static var total = 0
    var local = 0
    mutating func tick() -> Self {
        Self.total += 1
        local += 1
        return self
    }
}
var a = Counter()
let snapshot = a.tick()
var b = Counter()
_ = b.tick()
_ = a.tick()
print(a.local, b.local, snapshot.local, Counter.total)

protocol Resettable { static func fresh() -> Self }
extension Counter: Resettable { static func fresh() -> Counter { Counter(local: 100) } }
func reset<T: Resettable>(_ x: T) -> T { T.fresh() }
print(reset(a).local, Counter.total)

// expect: Node Leaf Leaf
// expect: node leaf leaf
// expect: static sees node static sees leaf
// expect: Node / Node / node
// expect: Leaf / Leaf / leaf
// expect: created: 3 3
// expect: 2 1 1 3
// expect: 100 3

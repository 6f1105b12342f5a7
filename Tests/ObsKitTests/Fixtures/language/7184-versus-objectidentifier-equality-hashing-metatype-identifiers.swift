// Standard library API style (ObjectIdentifier and identity): === versus ==, ObjectIdentifier equality and hashing, metatype identifiers
final class Node: Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (a: Node, b: Node) -> Bool { a.value == b.value }
}
let a = Node(1)
let b = Node(1)
let c = a
print("== same value:", a == b, "=== distinct:", a === b, "=== alias:", a === c)
print("!== :", a !== b, a !== c)
print("ObjectIdentifier equal alias:", ObjectIdentifier(a) == ObjectIdentifier(c))
print("ObjectIdentifier distinct:", ObjectIdentifier(a) == ObjectIdentifier(b))
var byID: [ObjectIdentifier: String] = [:]
byID[ObjectIdentifier(a)] = "first"
byID[ObjectIdentifier(b)] = "second"
byID[ObjectIdentifier(c)] = "alias overwrites"
print("dict count:", byID.count, byID[ObjectIdentifier(a)]!, byID[ObjectIdentifier(b)]!)
let set: Set<ObjectIdentifier> = [ObjectIdentifier(a), ObjectIdentifier(b), ObjectIdentifier(c)]
print("set count:", set.count)
print("metatype ids:", ObjectIdentifier(Int.self) == ObjectIdentifier(Int.self), ObjectIdentifier(Int.self) == ObjectIdentifier(String.self))
print("type identity:", ObjectIdentifier(type(of: a)) == ObjectIdentifier(Node.self))
let nodes = [a, b, c, Node(2)]
var unique: [Node] = []
for n in nodes where !unique.contains(where: { $0 === n }) { unique.append(n) }
print("unique by identity:", unique.count, "unique by value:", nodes.reduce(into: [Int]()) { if !$0.contains($1.value) { $0.append($1.value) } }.count)
print("firstIndex identity:", nodes.firstIndex { $0 === c } as Any, nodes.lastIndex { $0 === a } as Any)
print("firstIndex value:", nodes.firstIndex(of: b) as Any)
let anyA: AnyObject = a
print("AnyObject ===:", anyA === a, anyA === b)
let optionalNode: Node? = a
print("optional ===:", optionalNode === a, optionalNode === nil, Optional<Node>.none === nil)
class Holder { var items: [Node] = [] }
let h1 = Holder()
let h2 = h1
h2.items.append(Node(5))
print("shared reference:", h1.items.count, h1 === h2)
print("isKnownUniquelyReferenced:", { var x = Node(9); return isKnownUniquelyReferenced(&x) }())
var shared = Node(3)
let other = shared
print("not unique:", isKnownUniquelyReferenced(&shared), other.value)
print("identifier comparable:", (ObjectIdentifier(a) < ObjectIdentifier(b)) != (ObjectIdentifier(b) < ObjectIdentifier(a)))
print("hashValue equal for alias:", ObjectIdentifier(a).hashValue == ObjectIdentifier(c).hashValue)

// expect: == same value: true === distinct: false === alias: true
// expect: !== : true false
// expect: ObjectIdentifier equal alias: true
// expect: ObjectIdentifier distinct: false
// expect: dict count: 2 alias overwrites second
// expect: set count: 2
// expect: metatype ids: true false
// expect: type identity: true
// expect: unique by identity: 3 unique by value: 2
// expect: firstIndex identity: Optional(0) Optional(2)
// expect: firstIndex value: Optional(0)
// expect: AnyObject ===: true false
// expect: optional ===: true false true
// expect: shared reference: 1 true
// expect: isKnownUniquelyReferenced: true
// expect: not unique: false 3
// expect: identifier comparable: true
// expect: hashValue equal for alias: true

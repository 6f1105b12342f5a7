// Compiler test style: ObjectIdentifier and identity (===)
// Checks ===/!== on class references, ObjectIdentifier equality and
// hashing (dictionaries keyed by identity), ObjectIdentifier of
// metatypes, and identity through Optional and AnyObject.

final class Node {
  let name: String
  init(_ name: String) { self.name = name }
}

let a = Node("a")
let b = Node("b")
let a2 = a

print(a === a2)
print(a === b)
print(a !== b)
print(a2 !== a)

// ObjectIdentifier equality.
print(ObjectIdentifier(a) == ObjectIdentifier(a2))
print(ObjectIdentifier(a) == ObjectIdentifier(b))

// Distinct instances with the same contents are not identical.
let a3 = Node("a")
print(a === a3, a.name == a3.name)

// Using ObjectIdentifier as a dictionary key.
var visits: [ObjectIdentifier: Int] = [:]
for n in [a, b, a2, a, b, a3] {
  visits[ObjectIdentifier(n), default: 0] += 1
}
print(visits[ObjectIdentifier(a)]!, visits[ObjectIdentifier(b)]!, visits[ObjectIdentifier(a3)]!)
print(visits.count)

// Set of identifiers.
let ids: Set<ObjectIdentifier> = [ObjectIdentifier(a), ObjectIdentifier(a2), ObjectIdentifier(b)]
print(ids.count)

// Optionals and ===.
let maybe: Node? = a
let nothing: Node? = nil
print(maybe === a)
print(nothing === a)
print(nothing === nil)

// AnyObject identity.
let anyA: AnyObject = a
print(anyA === a)
print(anyA === b)

// ObjectIdentifier of metatypes.
class Base {}
class Sub: Base {}
print(ObjectIdentifier(Base.self) == ObjectIdentifier(Base.self))
print(ObjectIdentifier(Base.self) == ObjectIdentifier(Sub.self))
print(ObjectIdentifier(Int.self) == ObjectIdentifier(Int.self))
let t: Base = Sub()
print(ObjectIdentifier(type(of: t)) == ObjectIdentifier(Sub.self))

// Removing duplicates by identity while preserving order.
func uniqueByIdentity(_ xs: [Node]) -> [Node] {
  var seen = Set<ObjectIdentifier>()
  return xs.filter { seen.insert(ObjectIdentifier($0)).inserted }
}
print(uniqueByIdentity([a, b, a2, a3, b]).map(\.name))

// Identity in an array search.
let list = [b, a3, a]
print(list.firstIndex(where: { $0 === a }) as Any)
print(list.contains { $0 === a2 })

// Identity after mutation through another reference.
final class Box { var v = 0 }
let x = Box()
let y = x
y.v = 9
print(x.v, x === y)

// ObjectIdentifier comparisons are consistent (a total order).
let i1 = ObjectIdentifier(a), i2 = ObjectIdentifier(b)
print((i1 < i2) != (i2 < i1))

// expect: true
// expect: false
// expect: true
// expect: false
// expect: true
// expect: false
// expect: false true
// expect: 3 2 1
// expect: 3
// expect: 2
// expect: true
// expect: false
// expect: true
// expect: true
// expect: false
// expect: true
// expect: false
// expect: true
// expect: true
// expect: ["a", "b", "a"]
// expect: Optional(2)
// expect: true
// expect: 9 true
// expect: true

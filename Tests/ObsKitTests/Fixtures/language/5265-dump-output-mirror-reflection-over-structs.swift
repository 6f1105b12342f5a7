// Stdlib test style: dump() output and Mirror reflection over structs, classes, enums, tuples
struct Address { var city: String; var zip: Int }
struct User { var name: String; var tags: [String]; var address: Address?; var pair: (Int, Bool) }
class Base { var id = 1 }
class Child: Base { var label = "c" }
enum E { case plain, payload(x: Int, y: String) }
let u = User(name: "ann", tags: ["a", "b"], address: Address(city: "Oslo", zip: 150), pair: (7, true))
dump(u)
let mirror = Mirror(reflecting: u)
print(mirror.displayStyle as Any, mirror.children.count)
for child in mirror.children { print(child.label ?? "?", type(of: child.value)) }
let cm = Mirror(reflecting: Child())
print(cm.children.map { $0.label ?? "?" }, cm.superclassMirror?.children.map { $0.label ?? "?" } as Any)
print(Mirror(reflecting: E.payload(x: 1, y: "s")).children.first?.label as Any)
dump(E.payload(x: 1, y: "s"))
dump((a: 1, "b"))
print(Mirror(reflecting: (1, 2)).displayStyle as Any, Mirror(reflecting: [1]).displayStyle as Any)
print(Mirror(reflecting: 5).children.count)
dump(Optional("x"))

// expect: ▿ main.User
// expect:   - name: "ann"
// expect:   ▿ tags: 2 elements
// expect:     - "a"
// expect:     - "b"
// expect:   ▿ address: Optional(main.Address(city: "Oslo", zip: 150))
// expect:     ▿ some: main.Address
// expect:       - city: "Oslo"
// expect:       - zip: 150
// expect:   ▿ pair: (2 elements)
// expect:     - .0: 7
// expect:     - .1: true
// expect: Optional(Swift.Mirror.DisplayStyle.struct) 4
// expect: name String
// expect: tags Array<String>
// expect: address Optional<Address>
// expect: pair (Int, Bool)
// expect: ["label"] Optional(["id"])
// expect: Optional("payload")
// expect: ▿ main.E.payload
// expect:   ▿ payload: (2 elements)
// expect:     - x: 1
// expect:     - y: "s"
// expect: ▿ (2 elements)
// expect:   - a: 1
// expect:   - .1: "b"
// expect: Optional(Swift.Mirror.DisplayStyle.tuple) Optional(Swift.Mirror.DisplayStyle.collection)
// expect: 0
// expect: ▿ Optional("x")
// expect:   - some: "x"

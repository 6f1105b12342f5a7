// dump() of nested structs, enums, optionals, arrays, tuples, with name:, indent:, maxDepth: and maxItems:
struct Address { var city: String; var zip: Int? }
struct Person { var name: String; var tags: [String]; var home: Address; var pet: Pet? }
enum Pet { case cat(name: String), dog(String, age: Int), none }
struct Described: CustomStringConvertible {
    var v = 1
    var description: String { "D(\(v))" }
}
struct Mirrored: CustomReflectable {
    var customMirror: Mirror { Mirror(self, children: ["only": 99]) }
}

let alice = Person(name: "Alice", tags: ["a", "b"], home: Address(city: "Oslo", zip: 150), pet: .cat(name: "Tom"))
dump(alice)
let bob = Person(name: "Bob", tags: [], home: Address(city: "Rome", zip: nil), pet: .dog("Rex", age: 3))
dump(bob, name: "bob")
dump(Pet.none)
dump([1, 2, 3], name: "nums")
dump([Int]())
dump((1, label: "x"))
dump(Optional<Int>.none)
dump(Optional(Optional(5)))
dump(["z": 1, "a": 2].sorted { $0.key < $1.key }.map { $0.key })
dump(Described())
dump([Described(v: 2)])
dump(Mirrored())
dump(alice, maxDepth: 1)
dump(alice, name: "shallow", indent: 2, maxDepth: 2)
dump(Array(1...10), maxItems: 4)
dump("str", name: "s")
dump(3.5)

class Node {
    var value: Int
    var next: Node?
    init(_ v: Int, _ n: Node? = nil) { value = v; next = n }
}
let list = Node(1, Node(2))
var out = ""
dump(list, to: &out)
let lines = out.split(separator: "\n")
print(lines.count)
for l in lines {
    print(l.contains("#") ? "has-id: " + l : l)
}
let rv = dump(7, name: "returned")
print(rv + 1)
var s2 = ""
dump([[1], [2, 3]], to: &s2, maxItems: 3)
print(s2, terminator: "")

// expect: ▿ main.Person
// expect:   - name: "Alice"
// expect:   ▿ tags: 2 elements
// expect:     - "a"
// expect:     - "b"
// expect:   ▿ home: main.Address
// expect:     - city: "Oslo"
// expect:     ▿ zip: Optional(150)
// expect:       - some: 150
// expect:   ▿ pet: Optional(main.Pet.cat(name: "Tom"))
// expect:     ▿ some: main.Pet.cat
// expect:       ▿ cat: (1 element)
// expect:         - name: "Tom"
// expect: ▿ bob: main.Person
// expect:   - name: "Bob"
// expect:   - tags: 0 elements
// expect:   ▿ home: main.Address
// expect:     - city: "Rome"
// expect:     - zip: nil
// expect:   ▿ pet: Optional(main.Pet.dog("Rex", age: 3))
// expect:     ▿ some: main.Pet.dog
// expect:       ▿ dog: (2 elements)
// expect:         - .0: "Rex"
// expect:         - age: 3
// expect: - main.Pet.none
// expect: ▿ nums: 3 elements
// expect:   - 1
// expect:   - 2
// expect:   - 3
// expect: - 0 elements
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - label: "x"
// expect: - nil
// expect: ▿ Optional(Optional(5))
// expect:   ▿ some: Optional(5)
// expect:     - some: 5
// expect: ▿ 2 elements
// expect:   - "a"
// expect:   - "z"
// expect: ▿ D(1)
// expect:   - v: 1
// expect: ▿ 1 element
// expect:   ▿ D(2)
// expect:     - v: 2
// expect: ▿ main.Mirrored
// expect:   - only: 99
// expect: ▿ main.Person
// expect:   - name: "Alice"
// expect:   ▹ tags: 2 elements
// expect:   ▹ home: main.Address
// expect:   ▹ pet: Optional(main.Pet.cat(name: "Tom"))
// expect:   ▿ shallow: main.Person
// expect:     - name: "Alice"
// expect:     ▿ tags: 2 elements
// expect:       - "a"
// expect:       - "b"
// expect:     ▿ home: main.Address
// expect:       - city: "Oslo"
// expect:       ▹ zip: Optional(150)
// expect:     ▿ pet: Optional(main.Pet.cat(name: "Tom"))
// expect:       ▹ some: main.Pet.cat
// expect: ▿ 10 elements
// expect:   - 1
// expect:   - 2
// expect:   - 3
// expect:     (7 more children)
// expect: - s: "str"
// expect: - 3.5
// expect: 6
// expect: has-id: ▿ main.Node #0
// expect:   - value: 1
// expect:   ▿ next: Optional(main.Node)
// expect: has-id:     ▿ some: main.Node #1
// expect:       - value: 2
// expect:       - next: nil
// expect: - returned: 7
// expect: 8
// expect: ▿ 2 elements
// expect:   ▿ 1 element
// expect:     - 1
// expect:     (1 more child)

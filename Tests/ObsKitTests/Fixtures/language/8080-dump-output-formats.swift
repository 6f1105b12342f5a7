// Compiler test style: dump() output trees for structs, enums, optionals, tuples, nested collections and classes
struct Address { var city: String; var zip: Int }
struct Person { var name: String; var age: Int; var address: Address?; var tags: [String] }
enum Status { case active, suspended(reason: String, days: Int) }

let p = Person(name: "Ana", age: 31, address: Address(city: "Lima", zip: 15001), tags: ["admin", "dev"])
dump(p)
dump(Person(name: "Bo", age: 5, address: nil, tags: []))
dump(Status.active)
dump(Status.suspended(reason: "spam", days: 3))
dump((1, label: "x"))
dump([1, 2])
dump(["k": 1])
dump(Optional(Optional(2)) as Int??)
dump(3.5)
dump("plain")

class Vehicle {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
}
final class Bike: Vehicle {
    var gears = 21
    init() { super.init(wheels: 2) }
}
// Class instances are numbered (#0, #1...) per dump call; repeated references are shown once
dump(Bike())
let shared = Bike()
dump([shared, shared] as [Vehicle])
var text = ""
dump(Vehicle(wheels: 4), to: &text)
print(text.split(separator: "\n").count, "lines captured")

dump(p, name: "person", indent: 2, maxDepth: 1)
dump([[1], [2, 3]], name: "grid", maxItems: 4)
let result = dump(42, name: "answer")
print("dump returned", result)

// expect: ▿ main.Person
// expect:   - name: "Ana"
// expect:   - age: 31
// expect:   ▿ address: Optional(main.Address(city: "Lima", zip: 15001))
// expect:     ▿ some: main.Address
// expect:       - city: "Lima"
// expect:       - zip: 15001
// expect:   ▿ tags: 2 elements
// expect:     - "admin"
// expect:     - "dev"
// expect: ▿ main.Person
// expect:   - name: "Bo"
// expect:   - age: 5
// expect:   - address: nil
// expect:   - tags: 0 elements
// expect: - main.Status.active
// expect: ▿ main.Status.suspended
// expect:   ▿ suspended: (2 elements)
// expect:     - reason: "spam"
// expect:     - days: 3
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - label: "x"
// expect: ▿ 2 elements
// expect:   - 1
// expect:   - 2
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "k"
// expect:     - value: 1
// expect: ▿ Optional(Optional(2))
// expect:   ▿ some: Optional(2)
// expect:     - some: 2
// expect: - 3.5
// expect: - "plain"
// expect: ▿ main.Bike #0
// expect:   ▿ super: main.Vehicle
// expect:     - wheels: 2
// expect:   - gears: 21
// expect: ▿ 2 elements
// expect:   ▿ main.Bike #0
// expect:     ▿ super: main.Vehicle
// expect:       - wheels: 2
// expect:     - gears: 21
// expect:   ▿ main.Bike #0
// expect: 2 lines captured
// expect:   ▿ person: main.Person
// expect:     - name: "Ana"
// expect:     - age: 31
// expect:     ▹ address: Optional(main.Address(city: "Lima", zip: 15001))
// expect:     ▹ tags: 2 elements
// expect: ▿ grid: 2 elements
// expect:   ▿ 1 element
// expect:     - 1
// expect:   ▿ 2 elements
// expect:       (2 children)
// expect: - answer: 42
// expect: dump returned 42

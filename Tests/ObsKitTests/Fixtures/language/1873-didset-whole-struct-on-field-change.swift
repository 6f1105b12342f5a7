// Compiler test style: property observers on struct-typed properties — mutating a nested field fires willSet/didSet on the enclosing property
struct Address {
    var street: String
    var city: String
}

struct Person {
    var name: String
    var address: Address {
        willSet { print("  address willSet: \(address.city) -> \(newValue.city)") }
        didSet { print("  address didSet: old street \(oldValue.street), new street \(address.street)") }
    }
}

final class Directory {
    var owner: Person {
        didSet { print("  owner didSet (old name \(oldValue.name), new name \(owner.name))") }
    }
    init(owner: Person) { self.owner = owner }
}

print("create")
let dir = Directory(owner: Person(name: "Ana", address: Address(street: "Main 1", city: "Lisbon")))

print("change nested street")
dir.owner.address.street = "Main 2"

print("change name only")
dir.owner.name = "Ana Maria"

print("replace whole address")
dir.owner.address = Address(street: "Rua 5", city: "Porto")

// Observers on a local variable holding an array of structs
var points: [Address] = [] {
    didSet { print("  points didSet, count \(oldValue.count) -> \(points.count)") }
}
print("append")
points.append(Address(street: "A", city: "X"))
print("mutate element field")
points[0].city = "Y"
print("city now:", points[0].city)

// Mutating method on the observed property fires once
struct Tally {
    var values: [Int] = []
    mutating func record(_ v: Int) { values.append(v); values.append(v * 2) }
}
var tally = Tally() {
    willSet { print("  tally willSet count \(newValue.values.count)") }
    didSet { print("  tally didSet \(oldValue.values) -> \(tally.values)") }
}
print("record")
tally.record(3)

// Setting to an equal value still fires observers
print("assign same value")
var flag = true { didSet { print("  flag didSet \(oldValue) -> \(flag)") } }
flag = true
flag.toggle()

// expect: create
// expect: change nested street
// expect:   address willSet: Lisbon -> Lisbon
// expect:   address didSet: old street Main 1, new street Main 2
// expect:   owner didSet (old name Ana, new name Ana)
// expect: change name only
// expect:   owner didSet (old name Ana, new name Ana Maria)
// expect: replace whole address
// expect:   address willSet: Lisbon -> Porto
// expect:   address didSet: old street Main 2, new street Rua 5
// expect:   owner didSet (old name Ana Maria, new name Ana Maria)
// expect: append
// expect:   points didSet, count 0 -> 1
// expect: mutate element field
// expect:   points didSet, count 1 -> 1
// expect: city now: Y
// expect: record
// expect:   tally willSet count 2
// expect:   tally didSet [] -> [3, 6]
// expect: assign same value
// expect:   flag didSet true -> true
// expect:   flag didSet true -> false

// Swift Evolution style: SE-0252 @dynamicMemberLookup with key paths for a type-safe wrapper and lens
struct Address {
    var street: String
    var city: String
}

struct Person {
    var name: String
    var age: Int
    var address: Address
}

@dynamicMemberLookup
struct Audited<Wrapped> {
    private(set) var value: Wrapped
    private(set) var log: [String] = []

    init(_ value: Wrapped) { self.value = value }

    subscript<T>(dynamicMember keyPath: KeyPath<Wrapped, T>) -> T {
        value[keyPath: keyPath]
    }

    subscript<T>(dynamicMember keyPath: WritableKeyPath<Wrapped, T>) -> T {
        get { value[keyPath: keyPath] }
        set {
            log.append("set \(keyPath == \Wrapped.self ? "self" : "field") to \(newValue)")
            value[keyPath: keyPath] = newValue
        }
    }
}

var person = Audited(Person(name: "Alice", age: 30, address: Address(street: "1 Main St", city: "Springfield")))
print(person.name, person.age)
print(person.address.city)
person.age += 1
person.name = "Alice B."
person.address.city = "Shelbyville"
print(person.name, person.age, person.address.city)
for entry in person.log { print(entry) }

@dynamicMemberLookup
struct Lens<Root, Value> {
    let keyPath: WritableKeyPath<Root, Value>
    subscript<U>(dynamicMember member: WritableKeyPath<Value, U>) -> Lens<Root, U> {
        Lens<Root, U>(keyPath: keyPath.appending(path: member))
    }
    func get(_ root: Root) -> Value { root[keyPath: keyPath] }
    func set(_ root: inout Root, _ value: Value) { root[keyPath: keyPath] = value }
}

let cityLens = Lens<Person, Person>(keyPath: \.self).address.city
var bob = Person(name: "Bob", age: 40, address: Address(street: "2 Elm", city: "Ogdenville"))
print(cityLens.get(bob))
cityLens.set(&bob, "North Haverbrook")
print(bob.address.city)

// expect: Alice 30
// expect: Springfield
// expect: Alice B. 31 Shelbyville
// expect: set field to 31
// expect: set field to Alice B.
// expect: set field to Address(street: "1 Main St", city: "Shelbyville")
// expect: Ogdenville
// expect: North Haverbrook

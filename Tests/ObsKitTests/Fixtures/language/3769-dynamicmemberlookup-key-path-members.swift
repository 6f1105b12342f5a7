// Swift book style: @dynamicMemberLookup with key-path members forwarding to a wrapped value
// known-gap: error: 3769-dynamicmemberlookup-key-path-members.swift:54:1: error: cannot assign to value: 'ref' is a 'let' constant
struct Address { var city: String; var zip: String }
struct Person {
    var name: String
    var age: Int
    var address: Address
}

@dynamicMemberLookup
struct Observed<Value> {
    private(set) var value: Value
    private(set) var changes: [String] = []
    init(_ value: Value) { self.value = value }

    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        value[keyPath: keyPath]
    }
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set {
            changes.append("\(value[keyPath: keyPath]) -> \(newValue)")
            value[keyPath: keyPath] = newValue
        }
    }
}

var p = Observed(Person(name: "Ada", age: 36, address: Address(city: "London", zip: "N1")))
print(p.name, p.age, p.address.city)
p.age += 1
p.name = "Ada L."
p.address.city = "Paris"
print(p.name, p.age, p.address.city, p.address.zip)
for c in p.changes { print("change:", c) }

@dynamicMemberLookup
struct Lens<Root> {
    let root: Root
    subscript<T>(dynamicMember kp: KeyPath<Root, T>) -> Lens<T> { Lens<T>(root: root[keyPath: kp]) }
    var get: Root { root }
}
let lens = Lens(root: p.value)
print(lens.address.city.get, lens.name.count.get)

@dynamicMemberLookup
struct Reference<Wrapped: AnyObject> {
    let object: Wrapped
    subscript<T>(dynamicMember kp: ReferenceWritableKeyPath<Wrapped, T>) -> T {
        get { object[keyPath: kp] }
        nonmutating set { object[keyPath: kp] = newValue }
    }
}
final class Counter { var count = 0; var label = "c" }
let ref = Reference(object: Counter())
ref.count += 3
ref.label = "clicks"
print(ref.label, ref.count, ref.object.count)
// expect: Ada 36 London
// expect: Ada L. 37 Paris N1
// expect: change: 36 -> 37
// expect: change: Ada -> Ada L.
// expect: change: Address(city: "London", zip: "N1") -> Address(city: "Paris", zip: "N1")
// expect: Paris 6
// expect: clicks 3 3

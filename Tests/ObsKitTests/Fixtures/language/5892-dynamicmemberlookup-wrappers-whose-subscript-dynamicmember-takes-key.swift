// Swift Evolution style (SE-0252 key path member lookup): `@dynamicMemberLookup` wrappers whose `subscript(dynamicMember:)` takes key paths, forwarding reads and writes to a wrapped value
struct Address {
    var city: String
    var zip: String
}
struct Person {
    var name: String
    var age: Int
    var address: Address
}

@dynamicMemberLookup
struct Audited<Value> {
    private(set) var value: Value
    private(set) var log: [String] = []

    init(_ value: Value) { self.value = value }

    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        value[keyPath: keyPath]
    }

    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set {
            log.append("set \(newValue)")
            value[keyPath: keyPath] = newValue
        }
    }
}

var person = Audited(Person(name: "Lin", age: 40, address: Address(city: "Oslo", zip: "0150")))
print(person.name, person.age, person.address.city)
person.age += 1
person.name = "Lin B."
person.address.city = "Bergen"
print(person.name, person.age, person.address.city, person.address.zip)
print(person.log)

@dynamicMemberLookup
struct Lens<Root> {
    let root: Root
    subscript<T>(dynamicMember keyPath: KeyPath<Root, T>) -> Lens<T> {
        Lens<T>(root: root[keyPath: keyPath])
    }
    var get: Root { root }
}
let lens = Lens(root: Person(name: "Kai", age: 9, address: Address(city: "Rome", zip: "00100")))
print(lens.address.city.get, lens.address.zip.count.get)

@dynamicMemberLookup
final class Reference<Object> {
    var object: Object
    init(_ object: Object) { self.object = object }
    subscript<T>(dynamicMember keyPath: WritableKeyPath<Object, T>) -> T {
        get { object[keyPath: keyPath] }
        set { object[keyPath: keyPath] = newValue }
    }
}
let ref = Reference(Address(city: "Lima", zip: "15001"))
let alias = ref
alias.city = "Cusco"
print(ref.city, ref.zip.count)

@dynamicMemberLookup
struct Settings {
    var values: [String: Int] = ["volume": 3]
    subscript(dynamicMember key: String) -> Int {
        get { values[key, default: 0] }
        set { values[key] = newValue }
    }
}
var settings = Settings()
settings.brightness = 7
settings.volume += 1
print(settings.volume, settings.brightness, settings.missing)

// expect: Lin 40 Oslo
// expect: Lin B. 41 Bergen 0150
// expect: ["set 41", "set Lin B.", "set Address(city: \"Bergen\", zip: \"0150\")"]
// expect: Rome 5
// expect: Cusco 5
// expect: 4 7 0

// Swift with Majid style (@dynamicMemberLookup): key-path based member lookup on a wrapper type
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
struct Observed<Value> {
    private(set) var value: Value
    private(set) var log: [String] = []

    init(_ value: Value) { self.value = value }

    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T {
        value[keyPath: keyPath]
    }

    subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: keyPath] }
        set {
            log.append("set to \(newValue)")
            value[keyPath: keyPath] = newValue
        }
    }
}

var person = Observed(Person(name: "Ann", age: 30, address: Address(city: "Oslo", zip: "0150")))
print(person.name, person.age, person.address.city)
person.age += 1
person.name = "Anna"
person.address.city = "Bergen"
print(person.name, person.age, person.address.city, person.address.zip)
print(person.log)

@dynamicMemberLookup
struct JSONish {
    var fields: [String: String]
    subscript(dynamicMember member: String) -> String {
        fields[member] ?? "<missing \(member)>"
    }
}
let j = JSONish(fields: ["title": "Swift", "lang": "en"])
print(j.title, j.lang, j.author)

// expect: Ann 30 Oslo
// expect: Anna 31 Bergen 0150
// expect: ["set to 31", "set to Anna", "set to Address(city: \"Bergen\", zip: \"0150\")"]
// expect: Swift en <missing author>

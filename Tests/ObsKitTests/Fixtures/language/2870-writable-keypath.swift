// Compiler test style: WritableKeyPath used to read and mutate struct properties through a subscript
struct Address {
    var street: String
    var city: String
}

struct Person {
    var name: String
    var age: Int
    var address: Address
}

var p = Person(name: "Ada", age: 36, address: Address(street: "1 Loop Rd", city: "London"))

let agePath: WritableKeyPath<Person, Int> = \Person.age
let cityPath = \Person.address.city

print(p[keyPath: agePath])
p[keyPath: agePath] += 1
print(p.age)

p[keyPath: cityPath] = "Cambridge"
print(p.address.city)

func update<Root, Value>(_ root: inout Root, _ path: WritableKeyPath<Root, Value>, to value: Value) {
    root[keyPath: path] = value
}

update(&p, \.name, to: "Grace")
update(&p, \.address.street, to: "2 Stack Ave")
print(p.name, "-", p.address.street)

let paths: [WritableKeyPath<Person, String>] = [\.name, \.address.street, \.address.city]
for path in paths {
    p[keyPath: path] = p[keyPath: path].uppercased()
}
print(p.name, p.address.street, p.address.city)

// expect: 36
// expect: 37
// expect: Cambridge
// expect: Grace - 2 Stack Ave
// expect: GRACE 2 STACK AVE CAMBRIDGE

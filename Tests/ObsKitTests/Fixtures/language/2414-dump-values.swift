// Compiler test style: dump of structs, enums, optionals and arrays with name, indent and limits
struct Address {
    var city: String
    var zip: Int
}

struct Person {
    var name: String
    var age: Int
    var address: Address?
    var tags: [String]
}

enum Status {
    case active
    case suspended(reason: String)
    case archived(Int, String)
}

let bob = Person(name: "Bob", age: 40, address: nil, tags: [])
let status = Status.suspended(reason: "spam")
let maybeAge: Int? = 5
let none: String? = nil
let numbers = [1, 2, 3]
let many = Array(10...20)

dump(bob, name: "bob")
dump(status)
dump(maybeAge)
dump(none, name: "none")
dump(numbers, name: "numbers", indent: 2)
let returned = dump(many, maxItems: 2)
print(returned.count)
// expect: ▿ bob: main.Person
// expect:   - name: "Bob"
// expect:   - age: 40
// expect:   - address: nil
// expect:   - tags: 0 elements
// expect: ▿ main.Status.suspended
// expect:   ▿ suspended: (1 element)
// expect:     - reason: "spam"
// expect: ▿ Optional(5)
// expect:   - some: 5
// expect: - none: nil
// expect:   ▿ numbers: 3 elements
// expect:     - 1
// expect:     - 2
// expect:     - 3
// expect: ▿ 11 elements
// expect:   - 10
// expect:     (10 more children)
// expect: 11

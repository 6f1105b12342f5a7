// Custom static func == and < (Equatable, Comparable)
struct Person: Equatable, Comparable {
    let name: String
    let age: Int
    static func == (lhs: Person, rhs: Person) -> Bool {
        lhs.name.lowercased() == rhs.name.lowercased()
    }
    static func < (lhs: Person, rhs: Person) -> Bool {
        lhs.age < rhs.age
    }
}

let a = Person(name: "Ann", age: 30)
let b = Person(name: "ANN", age: 40)
let c = Person(name: "Bob", age: 20)
print(a == b)
print(a != c)
print(c < a)
print(a > b)
print([a, b, c].sorted().map { $0.name })
print([a, b, c].max()!.name)

// expect: true
// expect: true
// expect: true
// expect: false
// expect: ["Bob", "Ann", "ANN"]
// expect: ANN

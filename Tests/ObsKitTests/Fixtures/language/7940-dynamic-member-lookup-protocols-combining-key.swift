// Sundell style (dynamic member lookup protocols): combining key path lookup with a protocol default
@dynamicMemberLookup
protocol Wrapper {
    associatedtype Wrapped
    var wrapped: Wrapped { get }
}

extension Wrapper {
    subscript<T>(dynamicMember keyPath: KeyPath<Wrapped, T>) -> T {
        wrapped[keyPath: keyPath]
    }
}

struct Person {
    let name: String
    let age: Int
}

struct Employee: Wrapper {
    let wrapped: Person
    let salary: Int
}

struct Tagged<Wrapped>: Wrapper {
    let wrapped: Wrapped
    let tag: String
}

let e = Employee(wrapped: Person(name: "Kim", age: 41), salary: 5000)
print(e.name, e.age, e.salary)

let t = Tagged(wrapped: [3, 1, 2], tag: "list")
print(t.count, t.tag, t.first ?? 0)
let s = Tagged(wrapped: "abc", tag: "str")
print(s.count, s.first ?? "-", s.isEmpty)
let nested = Tagged(wrapped: e, tag: "emp")
print(nested.salary, nested.wrapped.name)
// expect: Kim 41 5000
// expect: 3 list 3
// expect: 3 a false
// expect: 5000 Kim

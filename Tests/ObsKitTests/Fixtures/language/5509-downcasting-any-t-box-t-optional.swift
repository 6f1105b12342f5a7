// Stack Overflow style (as? casts to generic types): downcasting Any to [T], Box<T> and Optional, checked inside generics
struct Box<T> { let value: T }

func extract<T>(_ any: Any, as _: T.Type) -> T? { any as? T }

func describe(_ x: Any) -> String {
    switch x {
    case let xs as [Int]: return "ints \(xs.reduce(0, +))"
    case let xs as [String]: return "strings \(xs.joined())"
    case let b as Box<Int>: return "int box \(b.value)"
    case is Box<String>: return "string box"
    case let d as [String: Int]: return "dict \(d.count)"
    default: return "other \(type(of: x))"
    }
}

let values: [Any] = [[1, 2, 3], ["a", "b"], Box(value: 4), Box(value: "s"), ["k": 1], 2.5, Box(value: 1.0)]
for v in values {
    print(describe(v))
}
print(extract(5, as: Int.self) as Any)
print(extract(5, as: String.self) as Any)
print(extract([1, 2], as: [Int].self) as Any)
let mixed: [Any] = [1, "two", 3, 4.0]
print(mixed.compactMap { $0 as? Int })
let emptyAny: Any = [Int]()
print(emptyAny is [Int], emptyAny is [String])

// expect: ints 6
// expect: strings ab
// expect: int box 4
// expect: string box
// expect: dict 1
// expect: other Double
// expect: other Box<Double>
// expect: Optional(5)
// expect: nil
// expect: Optional([1, 2])
// expect: [1, 3]
// expect: true true

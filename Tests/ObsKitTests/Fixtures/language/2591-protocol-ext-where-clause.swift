// Compiler test style: protocol extensions constrained with where clauses pick the most specific default
// known-gap: line 5: expected "generic(42)", got "int(42)"
protocol Describer {
    associatedtype Value
    var value: Value { get }
    func describe() -> String
}

extension Describer {
    func describe() -> String { "generic(\(value))" }
}

extension Describer where Value: Numeric {
    func describe() -> String { "numeric(\(value))" }
}

extension Describer where Value == Int {
    func describe() -> String { "int(\(value))" }
}

extension Describer where Value: Collection, Value.Element == Character {
    func describe() -> String { "chars(\(value.count))" }
}

struct Box<T>: Describer {
    var value: T
}

func viaGeneric<D: Describer>(_ d: D) -> String { d.describe() }

let a = Box(value: 42)
let b = Box(value: 2.5)
let c = Box(value: "hello")
let d = Box(value: [1, 2])

print(a.describe())
print(b.describe())
print(c.describe())
print(d.describe())
print(viaGeneric(a))
print(viaGeneric(b))
print(viaGeneric(c))
print(viaGeneric(d))
// expect: int(42)
// expect: numeric(2.5)
// expect: chars(5)
// expect: generic([1, 2])
// expect: generic(42)
// expect: generic(2.5)
// expect: generic(hello)
// expect: generic([1, 2])

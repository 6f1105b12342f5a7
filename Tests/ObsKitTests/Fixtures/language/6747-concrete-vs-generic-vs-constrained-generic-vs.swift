// Generic overloads style (which one ran): concrete vs generic vs constrained-generic vs protocol-existential candidates, reported by name
// known-gap: needs the compiler check (overloads and generic results chosen by static types); unchecked: line 11: expected "plain wrapper", got "int wrapper"
protocol Named { var name: String { get } }
struct Cat: Named { let name = "cat" }
struct Rock {}

func show(_ x: Any) -> String { "Any" }
func show<T>(_ x: T) -> String { "generic T" }
func show<T: Named>(_ x: T) -> String { "generic Named \(x.name)" }
func show(_ x: any Named) -> String { "existential Named" }
func show(_ x: String) -> String { "String" }
func show<T>(_ x: T?) -> String { "Optional T" }
func show<T>(_ x: [T]) -> String { "Array T" }
func show<T: Numeric>(_ x: [T]) -> String { "Array of Numeric" }
func show<K, V>(_ x: [K: V]) -> String { "Dictionary \(K.self)->\(V.self)" }

struct Wrapper<T> {
    let value: T
    func which() -> String { "plain wrapper" }
}
extension Wrapper where T: Equatable {
    func which() -> String { "equatable wrapper" }
}
extension Wrapper where T == Int {
    func which() -> String { "int wrapper" }
}

func viaGeneric<T>(_ w: Wrapper<T>) -> String { w.which() }

print(show(Rock()))
print(show(Cat()))
let someone: any Named = Cat()
print(show(someone))
print(show("hi"))
print(show(Optional(3)))
print(show([Rock()]))
print(show([1.5]))
print(show(["a": 1]))
print(show(5))
print(Wrapper(value: Rock()).which(), "|", Wrapper(value: "s").which(), "|", Wrapper(value: 1).which())
print(viaGeneric(Wrapper(value: 1)))

// expect: generic T
// expect: existential Named
// expect: existential Named
// expect: String
// expect: Optional T
// expect: Array T
// expect: Array of Numeric
// expect: Dictionary String->Int
// expect: generic T
// expect: plain wrapper | equatable wrapper | int wrapper
// expect: plain wrapper

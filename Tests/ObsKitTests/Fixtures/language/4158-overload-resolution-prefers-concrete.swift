// Compiler test style: overload resolution prefers concrete over generic parameters
func show<T>(_ x: T) -> String { return "generic \(x)" }
func show(_ x: Int) -> String { return "int \(x)" }
func show(_ x: String) -> String { return "string \(x)" }
func show<T: Equatable>(_ x: T) -> String { return "equatable \(x)" }
func show<T>(_ x: [T]) -> String { return "array of \(x.count)" }

struct Plain: CustomStringConvertible { var description: String { return "plain" } }

print(show(1))
print(show("s"))
print(show(2.5))
print(show(Plain()))
print(show([1, 2, 3]))
print(show([Plain()]))

func forward<T>(_ x: T) -> String { return show(x) }
print(forward(1))
print(forward("s"))

func pick(_ x: Int?) -> String { return "optional int" }
func pick(_ x: Int) -> String { return "int" }
func pick(_ x: Any) -> String { return "any" }
print(pick(3))
print(pick(nil))
print(pick(Optional(4)))
print(pick("q"))

func num(_ x: Double) -> String { return "double" }
func num(_ x: Int) -> String { return "int" }
print(num(1), num(1.0), num(Double(1)))
// expect: int 1
// expect: string s
// expect: equatable 2.5
// expect: generic plain
// expect: equatable [1, 2, 3]
// expect: array of 1
// expect: generic 1
// expect: generic s
// expect: int
// expect: optional int
// expect: optional int
// expect: any
// expect: int double double

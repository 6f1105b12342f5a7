// Overloads chosen as swiftc chooses them: a function's name given a function type picks the overload that
// type fits; wrapping a value in an optional ranks below binding a generic parameter; a `where` clause on a
// function's own generic parameter is checked against the argument that binds it (a variadic overload beside).
// Expected output: swiftc 6.3.1 on this machine.
func describe<T>(_ x: T) -> String { "generic" }
func describe<T: Numeric>(_ x: T) -> String { "numeric" }
func describe(_ x: Int) -> String { "Int" }
func describe(_ x: String?) -> String { "optional string" }

let asInt: (Int) -> String = describe
let asDouble: (Double) -> String = describe
print(asInt(1), asDouble(1), asDouble(2.5))
print(describe(1), describe(2.5), describe("s"), describe(nil), describe([1]))

func total<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
func total(_ values: Int...) -> Int { -values.reduce(0, +) }
print(total([1, 2, 3]), total(1, 2, 3), total(1...4), total(Set([5])))

func label<S: Sequence>(_ s: S) -> String where S.Element: StringProtocol { s.joined(separator: "+") }
func label<S: Sequence>(_ s: S) -> String { "\(Array(s).count) items" }
print(label(["a", "b"]), label([1, 2, 3]))

// expect: Int numeric numeric
// expect: Int numeric generic optional string generic
// expect: 6 -6 10 5
// expect: a+b 3 items

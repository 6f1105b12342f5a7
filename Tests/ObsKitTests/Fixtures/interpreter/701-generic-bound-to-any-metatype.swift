// A generic parameter bound by a metatype argument that names `Any` (`T.Type` given `Any.self`): T stands for
// Any, so `T.self` prints it and `as? T` accepts every value. Expected output: swiftc 6.3.1 on this machine
// (tools/fixture-expect).
func describe<T>(_ value: Any, as wanted: T.Type) -> String {
    guard let hit = value as? T else { return "not \(T.self)" }
    return "\(T.self) holding \(hit)"
}
print(describe(3, as: Any.self))
print(describe("x", as: Any.self), describe("x", as: Int.self))
func wrapped<T>(_: T.Type) -> String { "\([T].self) \(T?.self)" }
print(wrapped(Any.self), wrapped(Int.self))

// expect: Any holding 3
// expect: Any holding x not Int
// expect: Array<Any> Optional<Any> Array<Int> Optional<Int>

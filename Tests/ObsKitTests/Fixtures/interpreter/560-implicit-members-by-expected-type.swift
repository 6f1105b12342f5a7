// Implicit members (`.x`, `.b("foo")`, `.some(.none)`) are read against the type known where they stand,
// even when another enum has a case of the same name: a parameter's declared type, a generic parameter
// bound by an earlier argument, the parameter type every overload shares, a variable's annotation.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
enum Light { case red, amber, green }
enum Paint { case red(Int), blue }
enum Shape: Equatable { case dot, line(Int) }
enum Mark: Equatable { case dot(String), line }

func describe(_ light: Light) -> String {
    switch light {
    case .red: return "stop"
    case .amber: return "wait"
    case .green: return "go"
    }
}
print(describe(.red), describe(.green))

func same<T: Equatable>(_ a: T, _ b: T) -> Bool { a == b }
print(same(Shape.line(2), .line(2)), same(Mark.dot("a"), .dot("b")), same(Mark.line, .line))

func depth(_ value: Int???, _ tag: String) -> String {
    switch value {
    case .none: return tag + " none"
    case .some(.none): return tag + " some(none)"
    case .some(.some(.none)): return tag + " some(some(none))"
    case .some(.some(.some(let n))): return tag + " \(n)"
    }
}
func depth(_ value: Int???, _ tag: Int) -> String { depth(value, "#\(tag)") }
print(depth(.some(.none), "a"))
print(depth(.some(.some(.none)), 2))
print(depth(.some(.some(.some(7))), "c"))
print(depth(.none, 4))

let wrapped: [Int?] = [1, 2].map { .some($0) }
func lift(_ n: Int) -> Int? { .some(n + 1) }
print(wrapped, lift(4) as Any)

let missing: Int? = nil
let nested: Int?? = missing
let explicit: Int?? = nil
print(nested as Any, explicit as Any)
let paint: Paint = .red(3)
if case .red(let n) = paint { print("red paint", n) }

// expect: stop go
// expect: true false true
// expect: a some(none)
// expect: #2 some(some(none))
// expect: c 7
// expect: #4 none
// expect: [Optional(1), Optional(2)] Optional(5)
// expect: Optional(nil) nil
// expect: red paint 3

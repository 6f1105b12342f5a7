// A nil put into Any keeps its optional type (`Optional<Int>.none as Any`, `x as Any` for `x: Int?`): type(of:) says
// Optional<Int>, it prints nil, casts to Int fail and to Int? succeed; type(of:) of an optional variable is its
// declared type; a generic T takes it. Expected output: swiftc 6.3.1 on this machine.
struct Part { var name: String }
let missing: Int? = nil
let spare: Part? = nil
let found: String? = "bolt"
let values: [Any] = [1, "two", Optional<Int>.none as Any, missing as Any, spare as Any, found as Any, String?.none as Any]
for value in values {
    switch value {
    case let number as Int: print("int", number)
    case let text as String: print("string", text)
    default: print("other", type(of: value), value)
    }
}
print(type(of: missing), type(of: spare), type(of: found))
let boxed: Any = missing as Any
print(boxed as? Int as Any, boxed as? Int? as Any, boxed is Int, boxed is Int?)
let maybe: Any? = missing as Any
print(maybe == nil, maybe as Any)
func kind<T>(_ value: T) -> String { "\(T.self)" }
print(kind(missing), kind(Optional<Double>.none), kind(spare))

// expect: int 1
// expect: string two
// expect: other Optional<Int> nil
// expect: other Optional<Int> nil
// expect: other Optional<Part> nil
// expect: string bolt
// expect: other Optional<String> nil
// expect: Optional<Int> Optional<Part> Optional<String>
// expect: nil Optional(nil) false true
// expect: false Optional(nil)
// expect: Optional<Int> Optional<Double> Optional<Part>

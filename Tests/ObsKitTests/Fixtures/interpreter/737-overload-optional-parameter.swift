// An optional parameter takes nil and optionals; a plain value prefers the non-optional overload.
// Expected output from swiftc 6.3.1 on Linux.
func show(_ value: Int) -> String { "value \(value)" }
func show(_ value: Int?) -> String { "maybe \(value.map(String.init) ?? "nothing")" }

let known = 3
let unknown: Int? = nil
let wrapped: Int? = 8
print(show(known))
print(show(unknown))
print(show(wrapped))
print(show(nil))

// expect: value 3
// expect: maybe nothing
// expect: maybe 8
// expect: maybe nothing

// A concrete overload beats a generic one; a generic constrained to Collection beats the unconstrained one.
// Expected output from swiftc 6.3.1 on Linux.
func label<T>(_ value: T) -> String { "something: \(value)" }
func label(_ value: Int) -> String { "an int: \(value)" }
func label<C: Collection>(_ value: C) -> String { "\(value.count) items" }

print(label(7))
print(label(2.5))
print(label([1, 2, 3]))
print(label("hey"))
print(label(Set([1])))
print(label(true))

// expect: an int: 7
// expect: something: 2.5
// expect: 3 items
// expect: 3 items
// expect: 1 items
// expect: something: true

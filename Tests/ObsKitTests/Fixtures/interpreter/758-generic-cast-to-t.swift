// `as? T` with T given by the caller, filtering a list of `Any` by a requested type.
// Expected output from swiftc 6.3.1 on Linux.
func only<T>(_ type: T.Type, in items: [Any]) -> [T] {
    items.compactMap { $0 as? T }
}
func firstOf<T>(_ type: T.Type, in items: [Any]) -> T? {
    for item in items { if let match = item as? T { return match } }
    return nil
}
let inbox: [Any] = ["subject", 3, 4.5, "body", 9, [1, 2]]
print(only(Int.self, in: inbox))
print(only(String.self, in: inbox))
print(only([Int].self, in: inbox))
print(firstOf(Double.self, in: inbox) as Any, firstOf(Bool.self, in: inbox) as Any)

// expect: [3, 9]
// expect: ["subject", "body"]
// expect: [[1, 2]]
// expect: Optional(4.5) nil

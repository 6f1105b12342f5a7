// Type casting inside generics: `value as? T` with T supplied by the caller, filtering [Any] by a requested type.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func only<T>(_ type: T.Type, in items: [Any]) -> [T] {
    var found: [T] = []
    for item in items {
        if let hit = item as? T {
            found.append(hit)
        }
    }
    return found
}

func firstOf<T>(_ items: [Any], as: T.Type = T.self) -> T? {
    for item in items {
        if let t = item as? T { return t }
    }
    return nil
}

let inbox: [Any] = ["subject", 3, 4.5, "body", 9, true, [1, 2]]
print(only(Int.self, in: inbox))
print(only(String.self, in: inbox))
print(only(Bool.self, in: inbox))
print(only([Int].self, in: inbox))
print(only(Float.self, in: inbox).isEmpty)

let d: Double? = firstOf(inbox)
print(d ?? 0)
print(firstOf(inbox, as: String.self) ?? "none")

func cast<T>(_ value: Any, to: T.Type) -> String {
    if let t = value as? T {
        return "\(value) is a \(T.self): \(t)"
    }
    return "\(value) is not a \(T.self)"
}
print(cast(7, to: Int.self))
print(cast(7, to: String.self))
print(cast("x", to: Any.self))

// expect: [3, 9]
// expect: ["subject", "body"]
// expect: [true]
// expect: [[1, 2]]
// expect: true
// expect: 4.5
// expect: subject
// expect: 7 is a Int: 7
// expect: 7 is not a String
// expect: x is a Any: x

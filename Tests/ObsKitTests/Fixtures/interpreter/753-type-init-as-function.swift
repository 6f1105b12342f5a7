// A type's initializer used as a function value: `map(Version.init)`, `compactMap(Level.init)` with a
// failable one, and `Tag.init(name:)` with labels. Expected output from swiftc 6.3.1 on Linux.
struct Version: CustomStringConvertible {
    let major: Int, minor: Int
    init(_ text: String) {
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        major = parts[0]
        minor = parts.count > 1 ? parts[1] : 0
    }
    var description: String { "v\(major).\(minor)" }
}
enum Level: Int { case low = 1, high = 2 }
struct Tag { let name: String }

print(["1.2", "3", "0.9"].map(Version.init))
print([2, 5, 1].compactMap(Level.init(rawValue:)))
print(["a", "b"].map(Tag.init(name:)).map(\.name))

// expect: [v1.2, v3.0, v0.9]
// expect: [main.Level.high, main.Level.low]
// expect: ["a", "b"]

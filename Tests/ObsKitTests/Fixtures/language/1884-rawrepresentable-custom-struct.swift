// Compiler test style: RawRepresentable on structs — option-like identifiers, failable init(rawValue:), and generic helpers over RawValue
struct UserID: RawRepresentable, Hashable, CustomStringConvertible {
    let rawValue: Int
    init?(rawValue: Int) {
        guard rawValue > 0 else { return nil }
        self.rawValue = rawValue
    }
    var description: String { "user#\(rawValue)" }
}

print(UserID(rawValue: 42) as Any)
print(UserID(rawValue: 0) as Any)
print(UserID(rawValue: 7)!, UserID(rawValue: 7) == UserID(rawValue: 7))

// Non-failable RawRepresentable with a String raw value, used like an extensible enum
struct Currency: RawRepresentable, Equatable {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue.uppercased() }
    static let usd = Currency(rawValue: "usd")
    static let eur = Currency(rawValue: "EUR")
}
let c = Currency(rawValue: "eur")
print(c.rawValue, c == .eur, c == .usd)
switch c {
case .usd: print("dollars")
case .eur: print("euros")
default: print("other")
}

// Generic helpers work for enums and structs alike
enum Level: Int { case low = 1, mid = 5, high = 9 }
func raws<T: RawRepresentable>(_ xs: [T]) -> [T.RawValue] { xs.map(\.rawValue) }
func parseAll<T: RawRepresentable>(_ type: T.Type, _ raws: [T.RawValue]) -> [T?] { raws.map(T.init(rawValue:)) }

print(raws([Level.high, .low]))
print(raws([UserID(rawValue: 3)!, UserID(rawValue: 9)!]))
print(parseAll(Level.self, [5, 6, 9]))
print(parseAll(UserID.self, [1, -1]))

// OptionSet is a RawRepresentable struct with set algebra
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
    static let all: Permissions = [.read, .write, .execute]
    var description: String {
        var parts: [String] = []
        if contains(.read) { parts.append("r") }
        if contains(.write) { parts.append("w") }
        if contains(.execute) { parts.append("x") }
        return parts.isEmpty ? "-" : parts.joined()
    }
}
var perms: Permissions = [.read]
perms.insert(.write)
print(perms, perms.rawValue)
print(Permissions.all, Permissions.all.rawValue, Permissions.all.subtracting(.write))
perms.remove(.read)
print(perms, perms.contains(.read), Permissions(rawValue: 5))
print(Permissions().isEmpty, perms.union(.execute).rawValue)

// Comparing via raw values with a protocol extension
extension RawRepresentable where RawValue: Comparable {
    func isBefore(_ other: Self) -> Bool { rawValue < other.rawValue }
}
print(Level.low.isBefore(.high), UserID(rawValue: 10)!.isBefore(UserID(rawValue: 2)!))

// expect: Optional(user#42)
// expect: nil
// expect: user#7 true
// expect: EUR true false
// expect: euros
// expect: [9, 1]
// expect: [3, 9]
// expect: [Optional(main.Level.mid), nil, Optional(main.Level.high)]
// expect: [Optional(user#1), nil]
// expect: rw 3
// expect: rwx 7 rx
// expect: w false rx
// expect: true 6
// expect: true false

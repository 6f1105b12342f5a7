// Associated types of library protocols inferred from the conformance and named through the type: RawRepresentable's
// RawValue (a stored or computed rawValue, an enum's raw type, an OptionSet's), Identifiable's ID, OptionSet's Element;
// also as R.RawValue / T.ID in generic functions and in annotations.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
struct Email: RawRepresentable {
    let rawValue: String
    init?(rawValue: String) { self.rawValue = rawValue }
}
struct Level: RawRepresentable { var rawValue: Int }
struct Token: RawRepresentable {
    var raw: [String]
    var rawValue: [String] { raw }
    init(rawValue: [String]) { raw = rawValue }
}
struct User: Identifiable { let id: UUIDish; var name = "" }
struct UUIDish: Hashable { let n: Int }
struct Row: Identifiable { var id: Int }
enum Color: String { case red }
enum Size: Int { case s = 1 }
struct Perm: OptionSet { let rawValue: UInt8; static let r = Perm(rawValue: 1) }
print(Email.RawValue.self, Level.RawValue.self, Token.RawValue.self)
print(User.ID.self, Row.ID.self, Color.RawValue.self, Size.RawValue.self)
print(Perm.RawValue.self, Perm.Element.self)
func rawType<R: RawRepresentable>(_ r: R) -> String { "\(R.RawValue.self)" }
print(rawType(Email(rawValue: "a")!), rawType(Level(rawValue: 2)), rawType(Color.red), rawType(Perm.r))
func idType<T: Identifiable>(_ t: T.Type) -> Any.Type { T.ID.self }
print(idType(User.self), idType(Row.self))
func firstRaw<R: RawRepresentable>(_ items: [R]) -> R.RawValue? { items.first?.rawValue }
print(firstRaw([Level(rawValue: 5)]) as Any)
let v: Email.RawValue = "typed"
let w: Level.RawValue = 3
print(v, w + 1)
func make<R: RawRepresentable>(_: R.Type, _ raw: R.RawValue) -> R? { R(rawValue: raw) }
print(make(Level.self, 9)!.rawValue, make(Email.self, "e")!.rawValue)

// expect: String Int Array<String>
// expect: UUIDish Int String Int
// expect: UInt8 Perm
// expect: String Int String UInt8
// expect: UUIDish Int
// expect: Optional(5)
// expect: typed 4
// expect: 9 e

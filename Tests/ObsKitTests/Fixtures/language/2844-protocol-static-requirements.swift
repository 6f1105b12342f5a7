// Compiler test style: static requirements and initializers in protocols used via metatypes
protocol Defaultable {
    static var defaultValue: Self { get }
    init(parsing s: String)
    static func describeType() -> String
}
extension Defaultable {
    static func describeType() -> String { "Defaultable(\(Self.self))" }
}
extension Int: Defaultable {
    static var defaultValue: Int { 0 }
    init(parsing s: String) { self = Int(s) ?? -1 }
}
extension String: Defaultable {
    static var defaultValue: String { "<empty>" }
    init(parsing s: String) { self = s.uppercased() }
    static func describeType() -> String { "custom String" }
}
func make<T: Defaultable>(_ t: T.Type, from s: String?) -> T {
    guard let s = s else { return T.defaultValue }
    return T(parsing: s)
}
print(make(Int.self, from: "12"), make(Int.self, from: "x"), make(Int.self, from: nil))
print(make(String.self, from: "hi"), make(String.self, from: nil))
print(Int.describeType(), String.describeType())
let types: [any Defaultable.Type] = [Int.self, String.self]
for t in types { print(t.describeType(), t.defaultValue) }
func viaGeneric<T: Defaultable>(_: T.Type) -> String { T.describeType() }
print(viaGeneric(Int.self), viaGeneric(String.self))
// expect: 12 -1 0
// expect: HI <empty>
// expect: Defaultable(Int) custom String
// expect: Defaultable(Int) 0
// expect: custom String <empty>
// expect: Defaultable(Int) custom String

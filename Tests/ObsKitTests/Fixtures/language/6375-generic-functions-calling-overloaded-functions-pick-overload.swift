// Advanced Swift style (Generics): generic functions calling overloaded functions pick the overload statically, unlike protocol requirements
func name(_ x: Any) -> String { "Any" }
func name(_ x: Int) -> String { "Int" }
func name<T: StringProtocol>(_ x: T) -> String { "StringProtocol" }

func forward<T>(_ x: T) -> String { name(x) }
func forwardString<T: StringProtocol>(_ x: T) -> String { name(x) }

print(name(1), forward(1))
print(name("s"), forward("s"), forwardString("s"))

protocol Describer { static func describe() -> String }
extension Describer { static func describe() -> String { "default" } }
struct Custom: Describer { static func describe() -> String { "custom" } }
struct Plain: Describer {}
func viaGeneric<T: Describer>(_ t: T.Type) -> String { t.describe() }
print(viaGeneric(Custom.self), viaGeneric(Plain.self))

protocol Sized { func size() -> Int }
extension Sized { func size() -> Int { 0 }; func label() -> String { "sized \(size())" } }
extension Array: Sized where Element == Int { func size() -> Int { count } }
func sizeOf<S: Sized>(_ s: S) -> String { s.label() }
print(sizeOf([1, 2, 3]))

func equalityKind<T>(_ a: T, _ b: T) -> String { "no equality" }
func equalityKind<T: Equatable>(_ a: T, _ b: T) -> String { a == b ? "equal" : "different" }
func wrapper<T>(_ a: T, _ b: T) -> String { equalityKind(a, b) }
print(equalityKind(1, 1), wrapper(1, 1))
print(equalityKind("a", "b"), wrapper("a", "b"))

extension Collection {
    func info() -> String { "collection of \(count)" }
}
extension Collection where Element: Comparable {
    func info() -> String { "sortable, min \(self.min()!)" }
}
func infoOf<C: Collection>(_ c: C) -> String { c.info() }
print([3, 1].info(), infoOf([3, 1]))
print([[1]].info(), infoOf(["z", "y"]))
func dispatch(_ x: Int) -> String { "Int overload" }
func dispatch(_ x: Double) -> String { "Double overload" }
func dispatchAny<T: BinaryFloatingPoint>(_ x: T) -> String { dispatch(Double(x)) }
print(dispatchAny(Float(1.5)), dispatch(2))
let closures: [(Int) -> String] = [name, forward, { name($0 as Any) }]
print(closures.map { $0(5) })

// expect: Int Any
// expect: StringProtocol Any StringProtocol
// expect: custom default
// expect: sized 3
// expect: equal no equality
// expect: different no equality
// expect: sortable, min 1 collection of 2
// expect: collection of 1 collection of 2
// expect: Double overload Int overload
// expect: ["Int", "Any", "Any"]

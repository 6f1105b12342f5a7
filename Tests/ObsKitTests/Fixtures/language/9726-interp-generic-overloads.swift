// Swift compiler test/Interpreter style: overload resolution — concrete vs generic vs constrained generic, static dispatch in generic context, protocol requirement vs extension, Optional promotion, default arguments
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 8: expected "plain 3", got "int 3"
func describe<T>(_ x: T) -> String { "generic" }
func describe<T: Numeric>(_ x: T) -> String { "numeric" }
func describe<T: BinaryInteger>(_ x: T) -> String { "integer" }
func describe(_ x: Int) -> String { "Int" }
func describe(_ x: String?) -> String { "optional string" }

print(describe(1), describe(UInt8(1)), describe(2.5), describe("s"), describe([1]))

func forward<T>(_ x: T) -> String { describe(x) }   // generic context: picks unconstrained overload
print(forward(1), forward("s"))

protocol Describable { func name() -> String }
extension Describable { func name() -> String { "default" }; func tag() -> String { "ext-tag" } }
struct Plain: Describable {}
struct Custom: Describable {
    func name() -> String { "custom" }
    func tag() -> String { "custom-tag" }
}
func viaGeneric<T: Describable>(_ x: T) -> String { x.name() + "/" + x.tag() }
print(viaGeneric(Plain()), viaGeneric(Custom()), Custom().tag())

class Base {}
class Derived: Base {}
func which(_ b: Base) -> String { "Base" }
func which(_ d: Derived) -> String { "Derived" }
let asBase: Base = Derived()
print(which(Derived()), which(asBase), which(asBase as! Derived))

func pad(_ s: String, width: Int = 6, with fill: Character = ".") -> String {
    String(repeating: fill, count: max(0, width - s.count)) + s
}
func pad(_ n: Int) -> String { pad(String(n), width: 4, with: "0") }
print(pad("ab"), pad("ab", width: 3), pad("ab", with: "*"), pad(7))

func measure(_ x: Int?) -> String { x.map { "some \($0)" } ?? "none" }
print(measure(5), measure(nil))

struct Wrapper<T> {
    let value: T
    func show() -> String { "plain \(value)" }
}
extension Wrapper where T: Equatable {
    func show() -> String { "equatable \(value)" }
}
extension Wrapper where T == Int {
    func show() -> String { "int \(value)" }
}
struct NotEq {}
print(Wrapper(value: 3).show(), Wrapper(value: "x").show(), Wrapper(value: NotEq()).show())
func showGeneric<T>(_ w: Wrapper<T>) -> String { w.show() }
print(showGeneric(Wrapper(value: 3)))

func sum<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
func sum(_ a: Int...) -> Int { a.reduce(0, +) * -1 }
print(sum([1, 2, 3]), sum(1, 2, 3), sum(1...4))

let f: (Int) -> String = describe
let g: (Double) -> String = describe
print(f(0), g(0))

// expect: Int integer numeric generic generic
// expect: generic generic
// expect: default/ext-tag custom/ext-tag custom-tag
// expect: Derived Base Derived
// expect: ....ab .ab ****ab 0007
// expect: some 5 none
// expect: int 3 equatable x plain NotEq()
// expect: plain 3
// expect: 6 -6 10
// expect: Int numeric

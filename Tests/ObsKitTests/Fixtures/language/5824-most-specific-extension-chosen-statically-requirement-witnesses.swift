// Compiler test style (constrained protocol extensions): the most specific extension chosen statically, requirement witnesses from constrained extensions, and overloads on Self constraints
protocol Describable { func describe() -> String }
extension Describable { func describe() -> String { "generic thing" } }
extension Describable where Self: Numeric { func describe() -> String { "number \(self)" } }
extension Describable where Self: StringProtocol { func describe() -> String { "text '\(self)'" } }
extension Describable where Self: Collection { func describe() -> String { "collection of \(count)" } }

extension Int: Describable {}
extension Double: Describable {}
extension String: Describable {}
extension Array: Describable {}
struct Thing: Describable {}

print(5.describe(), 2.5.describe(), "hi".describe(), [1, 2, 3].describe(), Thing().describe())
let items: [any Describable] = [7, "yo", [true], Thing()]
print(items.map { $0.describe() })
func viaGeneric<T: Describable>(_ t: T) -> String { t.describe() }
print(viaGeneric(3), viaGeneric("s"), viaGeneric([0]), viaGeneric(Thing()))

protocol Sized { var size: Int { get } }
extension Sized { func label() -> String { "size \(size)" } }
extension Sized where Self: Equatable { func label() -> String { "equatable size \(size)" } }
struct A: Sized { var size = 1 }
struct B: Sized, Equatable { var size = 2 }
print(A().label(), B().label())
func labelGeneric<T: Sized>(_ t: T) -> String { t.label() }
func labelEquatable<T: Sized & Equatable>(_ t: T) -> String { t.label() }
print(labelGeneric(B()), labelEquatable(B()))
print((B() as any Sized).label())

extension Sequence where Element: Numeric {
    func total() -> Element { reduce(0, +) }
}
extension Sequence where Element == Int {
    func total() -> Element { reduce(0, +) * 1000 }
}
print([1, 2].total(), [1.5, 2.5].total(), Set([4]).total())
func totalGeneric<S: Sequence>(_ s: S) -> S.Element where S.Element: Numeric { s.total() }
print(totalGeneric([1, 2]))

protocol Shape { var name: String { get } }
extension Shape { var name: String { "shape" }; func hello() -> String { "I am \(name)" } }
struct Circle: Shape { var name: String { "circle" } }
struct Blob: Shape {}
extension Shape where Self == Circle { static var unit: Circle { Circle() } }
func greet(_ s: some Shape) -> String { s.hello() }
print(greet(Circle()), greet(Blob()), greet(.unit))

// expect: number 5 number 2.5 text 'hi' collection of 3 generic thing
// expect: ["number 7", "text \'yo\'", "collection of 1", "generic thing"]
// expect: number 3 text 's' collection of 1 generic thing
// expect: size 1 equatable size 2
// expect: size 2 equatable size 2
// expect: size 2
// expect: 3000 4.0 4000
// expect: 3
// expect: I am circle I am shape I am circle

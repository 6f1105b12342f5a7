// Compiler test style: protocol requirements - static members, initializers, Self, class-bound protocols and required init
protocol Zero { static var zero: Self { get }; static func + (a: Self, b: Self) -> Self }
extension Int: Zero { static var zero: Int { 0 } }
extension String: Zero { static var zero: String { "" } }
struct Vec: Zero, CustomStringConvertible {
    var x: Int, y: Int
    static var zero: Vec { Vec(x: 0, y: 0) }
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    var description: String { "<\(x),\(y)>" }
}
func sumAll<T: Zero>(_ xs: [T]) -> T { xs.reduce(T.zero, +) }
print(sumAll([1, 2, 3]), sumAll(["a", "b"]), sumAll([Vec(x: 1, y: 2), Vec(x: 3, y: 4)]), sumAll([Vec]()))
protocol Copyable2 { func copy() -> Self }
final class Doc: Copyable2 {
    var text: String
    init(_ t: String) { text = t }
    func copy() -> Self { Self.init(text) }
    required convenience init(_ t: String, _ unused: Int = 0) { self.init(t) }
}
let d = Doc("orig"), d2 = d.copy()
d2.text = "changed"
print(d.text, d2.text, d === d2)
protocol Makeable { init(seed: Int); var seed: Int { get } }
class Model: Makeable {
    let seed: Int
    required init(seed: Int) { self.seed = seed }
    func kind() -> String { "Model" }
}
class Special: Model { override func kind() -> String { "Special" } }
func make<T: Makeable>(_ t: T.Type, _ s: Int) -> T { T(seed: s) }
print(make(Model.self, 1).kind(), make(Special.self, 2).kind(), make(Special.self, 3).seed)
let mt: Model.Type = Special.self
print(mt.init(seed: 4).kind())
protocol Observer: AnyObject { func notify(_ s: String) }
final class Listener: Observer {
    var got: [String] = []
    func notify(_ s: String) { got.append(s) }
}
struct Subject {
    private var observers: [any Observer] = []
    mutating func add(_ o: any Observer) { observers.append(o) }
    func send(_ s: String) { observers.forEach { $0.notify(s) } }
}
let listener = Listener()
var subj = Subject()
subj.add(listener); subj.add(listener)
subj.send("hi")
print(listener.got)
weak var weakObs: (any Observer)? = listener
print(weakObs != nil)
protocol Shape: Equatable { var sides: Int { get } }
struct Tri: Shape { var sides: Int { 3 } }
func same<S: Shape>(_ a: S, _ b: S) -> Bool { a == b && a.sides == b.sides }
print(same(Tri(), Tri()))

// expect: 6 ab <4,6> <0,0>
// expect: orig changed false
// expect: Model Special 3
// expect: Special
// expect: ["hi", "hi"]
// expect: true
// expect: true

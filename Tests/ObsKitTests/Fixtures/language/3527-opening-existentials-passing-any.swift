// Compiler test style: opening existentials (passing any P to some P / generic T) and Self requirements
// known-gap: line 5: expected "Rc", got "Shape"
protocol Shape { var area: Int { get }; func scaled(by k: Int) -> Self }
struct Sq: Shape { var s: Int; var area: Int { s * s }; func scaled(by k: Int) -> Sq { Sq(s: s * k) } }
struct Rc: Shape { var w, h: Int; var area: Int { w * h }; func scaled(by k: Int) -> Rc { Rc(w: w * k, h: h * k) } }

func bigger<S: Shape>(_ s: S) -> S { s.scaled(by: 2) }
func areaOf(_ s: some Shape) -> Int { s.area }
let shapes: [any Shape] = [Sq(s: 2), Rc(w: 1, h: 3)]
for s in shapes {
    let b = bigger(s)
    print(type(of: b), b.area, areaOf(s))
}
print(shapes.map { areaOf($0.scaled(by: 3)) })

func typeName<T>(_ x: T) -> String { "\(T.self)" }
let e: any Shape = Rc(w: 2, h: 2)
print(typeName(e))
func openName(_ x: some Shape) -> String { typeName(x) }
print(openName(e))

protocol Copyable2 { func copy() -> Self; var id: Int { get set } }
struct Item: Copyable2 { var id: Int; func copy() -> Item { Item(id: id + 100) } }
final class Ref: Copyable2 { var id: Int; init(id: Int) { self.id = id }; func copy() -> Self { Self(id: id + 1000) } ; required init(id: Int, _ dummy: Void = ()) { self.id = id } }
func dup<T: Copyable2>(_ x: T) -> [T] { [x, x.copy()] }
print(dup(Item(id: 1)).map(\.id))
print(dup(Ref(id: 2)).map(\.id))

protocol Summable { static func + (a: Self, b: Self) -> Self }
extension Int: Summable {}
extension String: Summable {}
func sumPair(_ a: any Summable, _ b: any Summable) -> String {
    func open<T: Summable>(_ x: T) -> String {
        if let y = b as? T { return "\(x + y)" }
        return "mismatch \(T.self)"
    }
    return open(a)
}
print(sumPair(1, 2))
print(sumPair("a", "b"))
print(sumPair(1, "b"))

protocol Equal2: Equatable { var k: Int { get } }
struct K1: Equal2 { var k: Int }
func eqAny(_ a: any Equal2, _ b: any Equal2) -> Bool {
    func go<T: Equal2>(_ x: T) -> Bool { (b as? T).map { $0 == x } ?? false }
    return go(a)
}
print(eqAny(K1(k: 1), K1(k: 1)), eqAny(K1(k: 1), K1(k: 2)))
// expect: Sq 16 4
// expect: Rc 12 3
// expect: [36, 27]
// expect: Shape
// expect: Rc
// expect: [1, 101]
// expect: [2, 1002]
// expect: 3
// expect: ab
// expect: mismatch Int
// expect: true false

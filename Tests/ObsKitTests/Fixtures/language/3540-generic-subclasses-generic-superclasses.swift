// Compiler test style: generic subclasses of generic superclasses with different parameters and overrides
// known-gap: error: 3540-generic-subclasses-generic-superclasses.swift:49:89: error: not supported yet: the type 'U' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
class Store<T> {
    var items: [T] = []
    func add(_ x: T) { items.append(x) }
    func describe() -> String { "Store<\(T.self)>(\(items.count))" }
    func transform<U>(_ f: (T) -> U) -> [U] { items.map(f) }
}
class ListStore<E>: Store<[E]> {
    override func add(_ x: [E]) { if !x.isEmpty { super.add(x) } }
    override func describe() -> String { "List" + super.describe() }
    var flat: [E] { items.flatMap { $0 } }
}
final class IntListStore: ListStore<Int> {
    override func add(_ x: [Int]) { super.add(x.filter { $0 >= 0 }) }
    var total: Int { flat.reduce(0, +) }
}
let ls = ListStore<String>()
ls.add([]); ls.add(["a", "b"]); ls.add(["c"])
print(ls.describe(), ls.flat)
let il = IntListStore()
il.add([1, -2, 3]); il.add([-1]); il.add([4])
print(il.describe(), il.flat, il.total)
let asBase: Store<[Int]> = il
asBase.add([10, -10])
print(asBase.describe(), il.total)
print(asBase.transform { $0.count })
print(type(of: asBase), asBase is ListStore<Int>, asBase is IntListStore)

class Shape<Unit> {
    func area() -> Double { 0 }
    func report() -> String { "\(type(of: self)) area \(area()) in \(Unit.self)" }
}
enum Meters {}; enum Feet {}
class Circle<U>: Shape<U> {
    let r: Double
    init(r: Double) { self.r = r }
    override func area() -> Double { 3 * r * r }
}
class Square: Shape<Feet> {
    let s: Double
    init(s: Double) { self.s = s }
    override func area() -> Double { s * s }
}
let metricShapes: [Shape<Meters>] = [Circle(r: 1), Shape()]
print(metricShapes.map { $0.report() })
let imperial: [Shape<Feet>] = [Square(s: 2), Circle(r: 2)]
print(imperial.map { $0.report() })
func totalArea<U>(_ xs: [Shape<U>]) -> String { "\(xs.map { $0.area() }.reduce(0, +)) \(U.self)" }
print(totalArea(metricShapes), totalArea(imperial))
// expect: ListStore<Array<String>>(2) ["a", "b", "c"]
// expect: ListStore<Array<Int>>(2) [1, 3, 4] 8
// expect: ListStore<Array<Int>>(3) 18
// expect: [2, 1, 1]
// expect: IntListStore true true
// expect: ["Circle<Meters> area 3.0 in Meters", "Shape<Meters> area 0.0 in Meters"]
// expect: ["Square area 4.0 in Feet", "Circle<Feet> area 12.0 in Feet"]
// expect: 3.0 Meters 16.0 Feet

// Compiler test style: hand-written type erasure (AnyShape box with closure and class-box variants)
protocol Shape {
    func area() -> Double
    var name: String { get }
}
struct Square: Shape { var side: Double; func area() -> Double { side * side }; var name: String { "square" } }
struct Rect: Shape { var w, h: Double; func area() -> Double { w * h }; var name: String { "rect" } }

struct AnyShape: Shape {
    private let _area: () -> Double
    let name: String
    init<S: Shape>(_ s: S) { _area = s.area; name = "any(" + s.name + ")" }
    func area() -> Double { _area() }
}
let shapes = [AnyShape(Square(side: 2)), AnyShape(Rect(w: 2, h: 3))]
for s in shapes { print(s.name, s.area()) }
print(shapes.map { $0.area() }.reduce(0, +))
let nested = AnyShape(shapes[0])
print(nested.name, nested.area())

protocol Producer { associatedtype Value; func produce() -> Value }
class AnyProducerBoxBase<V> { func produce() -> V { fatalError() } }
final class AnyProducerBox<P: Producer>: AnyProducerBoxBase<P.Value> {
    let base: P
    init(_ p: P) { base = p }
    override func produce() -> P.Value { base.produce() }
}
struct AnyProducer<V>: Producer {
    private let box: AnyProducerBoxBase<V>
    init<P: Producer>(_ p: P) where P.Value == V { box = AnyProducerBox(p) }
    func produce() -> V { box.produce() }
}
struct Ones: Producer { func produce() -> Int { 1 } }
struct Twice: Producer { var x: Int; func produce() -> Int { x * 2 } }
struct Hello: Producer { func produce() -> String { "hello" } }
let ps: [AnyProducer<Int>] = [AnyProducer(Ones()), AnyProducer(Twice(x: 21))]
print(ps.map { $0.produce() })
print(AnyProducer(Hello()).produce())
print(type(of: ps[0]))
func run<P: Producer>(_ p: P) -> P.Value { p.produce() }
print(run(ps[1]))
print(run(AnyProducer(AnyProducer(Twice(x: 5)))))
// expect: any(square) 4.0
// expect: any(rect) 6.0
// expect: 10.0
// expect: any(any(square)) 4.0
// expect: [1, 42]
// expect: hello
// expect: AnyProducer<Int>
// expect: 42
// expect: 10

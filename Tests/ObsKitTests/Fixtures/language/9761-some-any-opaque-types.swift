// Donny Wals / Swift by Sundell style some vs any: opaque return types, existential arrays with any, primary associated types (any Collection<Int>), generic functions taking some Protocol, type erasure by hand
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Circle: Shape {
    var radius: Double
    var name: String { "circle(r=\(radius))" }
    func area() -> Double { 3.0 * radius * radius }   // cheap pi, keeps output exact
}

struct Rect: Shape {
    var w: Double, h: Double
    var name: String { "rect(\(w)x\(h))" }
    func area() -> Double { w * h }
}

struct Scaled<S: Shape>: Shape {
    let base: S
    let factor: Double
    var name: String { "\(base.name)*\(factor)" }
    func area() -> Double { base.area() * factor * factor }
}

func makeBadge() -> some Shape { Scaled(base: Circle(radius: 2), factor: 1.5) }

func describe(_ shape: some Shape) -> String { "\(shape.name) has area \(shape.area())" }

func largest(_ shapes: [any Shape]) -> (any Shape)? { shapes.max { $0.area() < $1.area() } }

protocol Pipeline<Output> {
    associatedtype Output
    func run() -> Output
}

struct Constant<T>: Pipeline {
    let value: T
    func run() -> T { value }
}

struct Mapped<Upstream: Pipeline, T>: Pipeline {
    let upstream: Upstream
    let transform: (Upstream.Output) -> T
    func run() -> T { transform(upstream.run()) }
}

extension Pipeline {
    func map<T>(_ f: @escaping (Output) -> T) -> some Pipeline<T> { Mapped(upstream: self, transform: f) }
}

func evens(upTo n: Int) -> some Collection<Int> { stride(from: 0, through: n, by: 2).map { $0 } }
func total(_ numbers: any Collection<Int>) -> Int { numbers.reduce(0, +) }

let badge = makeBadge()
print(describe(badge))
print(describe(Rect(w: 3, h: 4)))

var shapes: [any Shape] = [Circle(radius: 1), Rect(w: 2, h: 5), badge, Scaled(base: Rect(w: 1, h: 1), factor: 3)]
shapes.sort { $0.area() < $1.area() }
for s in shapes { print(" - \(s.name): \(s.area())") }
if let big = largest(shapes) { print("largest: \(big.name)") }
print("circles: \(shapes.filter { $0 is Circle }.count), total area \(shapes.reduce(0) { $0 + $1.area() })")

let pipeline = Constant(value: "swift").map { $0.uppercased() }.map { $0.count * 10 }.map { "score=\($0)" }
print(pipeline.run())
let erased: [any Pipeline<Int>] = [Constant(value: 4), Constant(value: 5).map { $0 * $0 }]
print(erased.map { $0.run() })

let e = evens(upTo: 10)
print("evens: \(Array(e)), count \(e.count), total \(total(e)), total of set \(total(Set([1, 2, 3])))")
func openExistential(_ s: any Shape) -> String { describe(s) }
print(openExistential(shapes[0]))
// expect: circle(r=2.0)*1.5 has area 27.0
// expect: rect(3.0x4.0) has area 12.0
// expect:  - circle(r=1.0): 3.0
// expect:  - rect(1.0x1.0)*3.0: 9.0
// expect:  - rect(2.0x5.0): 10.0
// expect:  - circle(r=2.0)*1.5: 27.0
// expect: largest: circle(r=2.0)*1.5
// expect: circles: 1, total area 49.0
// expect: score=50
// expect: [4, 25]
// expect: evens: [0, 2, 4, 6, 8, 10], count 6, total 30, total of set 6
// expect: circle(r=1.0) has area 3.0

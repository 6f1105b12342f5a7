// WWDC "Embrace Swift generics" style (opaque results): functions returning some Collection<Int> and some Sequence<String>
func evens(upTo limit: Int) -> some Collection<Int> {
    stride(from: 0, through: limit, by: 2).map { $0 }
}

func squares(_ n: Int) -> some RandomAccessCollection<Int> {
    (1...n).lazy.map { $0 * $0 }
}

func labels<C: Collection<Int>>(for numbers: C) -> some Sequence<String> {
    numbers.lazy.map { "#\($0)" }
}

protocol Shape {
    func area() -> Double
    var name: String { get }
}
struct Rect: Shape {
    var w, h: Double
    func area() -> Double { w * h }
    var name: String { "rect" }
}
struct Scaled<S: Shape>: Shape {
    var base: S
    var factor: Double
    func area() -> Double { base.area() * factor * factor }
    var name: String { "scaled \(base.name)" }
}

func doubled(_ shape: some Shape) -> some Shape {
    Scaled(base: shape, factor: 2)
}

func sumAll(_ values: some Sequence<Int>) -> Int {
    values.reduce(0, +)
}

let e = evens(upTo: 10)
print(Array(e), e.count, e.first ?? -1)
let sq = squares(5)
print(sq[sq.startIndex], sq[sq.index(sq.startIndex, offsetBy: 4)], sq.count)
print(Array(labels(for: [3, 1, 2])))
print(labels(for: sq).joined(separator: ","))
print(sumAll(e), sumAll(sq), sumAll([10, 20]))

let r = Rect(w: 2, h: 3)
let d = doubled(r)
let dd = doubled(d)
print(d.name, d.area())
print(dd.name, dd.area())
let shapes: [any Shape] = [r, d, dd]
print(shapes.map { $0.area() })

// expect: [0, 2, 4, 6, 8, 10] 6 0
// expect: 1 25 5
// expect: ["#3", "#1", "#2"]
// expect: #1,#4,#9,#16,#25
// expect: 30 55 30
// expect: scaled rect 24.0
// expect: scaled scaled rect 96.0
// expect: [6.0, 24.0, 96.0]

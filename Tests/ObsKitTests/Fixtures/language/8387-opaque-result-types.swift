// Compiler-test style: opaque result types (some P) hiding concrete types while preserving identity
protocol Shape {
    func draw() -> String
}
struct Dot: Shape { func draw() -> String { "." } }
struct Line: Shape {
    let n: Int
    func draw() -> String { String(repeating: "-", count: n) }
}
struct Framed<S: Shape>: Shape {
    let inner: S
    func draw() -> String { "[" + inner.draw() + "]" }
}

func makeShape() -> some Shape { Framed(inner: Line(n: 3)) }
func makeTwice() -> some Shape { Framed(inner: makeShape()) }

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}

func counter() -> some Equatable { 42 }

struct Wrapper {
    var shape: some Shape { Dot() }
    func scaled(_ k: Int) -> some Shape { Line(n: k) }
}

let a = makeShape()
let b = makeShape()
print(a.draw(), b.draw())
print(makeTwice().draw())
print(Array(evens(upTo: 9)))
print(evens(upTo: 4).map { $0 * 10 })
print(counter() == counter())
let w = Wrapper()
print(w.shape.draw(), w.scaled(5).draw())
var list = [makeShape(), makeShape()]
list.append(a)
print(list.map { $0.draw() }.joined(separator: " "))
print(type(of: makeTwice()))

// expect: [---] [---]
// expect: [[---]]
// expect: [0, 2, 4, 6, 8]
// expect: [0, 20, 40]
// expect: true
// expect: . -----
// expect: [---] [---] [---]
// expect: Framed<Framed<Line>>

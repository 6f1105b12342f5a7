// Compiler test style: opaque return types (some P) hiding concrete types while preserving identity
protocol Shape {
    func area() -> Int
    var name: String { get }
}

struct Square: Shape {
    let side: Int
    func area() -> Int { side * side }
    var name: String { "square(\(side))" }
}

struct Rect: Shape {
    let w: Int, h: Int
    func area() -> Int { w * h }
    var name: String { "rect(\(w)x\(h))" }
}

struct Doubled<S: Shape>: Shape {
    let inner: S
    func area() -> Int { inner.area() * 2 }
    var name: String { "doubled(\(inner.name))" }
}

func makeSquare(_ n: Int) -> some Shape { Square(side: n) }
func makeDoubled(_ n: Int) -> some Shape { Doubled(inner: makeSquare(n)) }
func wrap<S: Shape>(_ s: S) -> some Shape { Doubled(inner: s) }

let a = makeSquare(3)
let b = makeDoubled(4)
let c = wrap(Rect(w: 2, h: 5))
let d = wrap(wrap(a))
for s in [a.name, b.name, c.name, d.name] { print(s) }
print(a.area(), b.area(), c.area(), d.area())

// Same opaque type from the same function: can be stored in a homogeneous array
var squares = [makeSquare(1), makeSquare(2)]
squares.append(makeSquare(5))
print(squares.map { $0.area() })

func makeSequence(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, to: n, by: 3)
}
print(Array(makeSequence(upTo: 14)))
print(makeSequence(upTo: 10).reduce(0, +))

func lazyEvens() -> some Collection<Int> {
    (1...10).filter { $0 % 2 == 0 }
}
let evens = lazyEvens()
print(evens.count, evens.first!, Array(evens))

// expect: square(3)
// expect: doubled(square(4))
// expect: doubled(rect(2x5))
// expect: doubled(doubled(square(3)))
// expect: 9 32 20 36
// expect: [1, 4, 25]
// expect: [0, 3, 6, 9, 12]
// expect: 18
// expect: 5 2 [2, 4, 6, 8, 10]

// Opaque result types keep their identity: two calls of one `some Equatable` function can be compared, and a generic returns `some` with the caller's type.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Shape {
    func area() -> Double
}
struct Square: Shape, Equatable {
    let side: Double
    func area() -> Double { side * side }
}

func unitSquare() -> some Shape & Equatable {
    Square(side: 1)
}

func makeID(_ n: Int) -> some Hashable {
    "id-\(n)"
}

let a = unitSquare()
let b = unitSquare()
print(a == b, a.area())

let ids = [makeID(1), makeID(2), makeID(1)]
print(ids[0] == ids[2], ids[0] == ids[1], Set(ids).count)
print(type(of: ids[0]))

func wrapInArray<T>(_ t: T) -> some Collection {
    [t, t]
}
let w = wrapInArray(5)
print(w.count, type(of: w))

var counter = 0
func next() -> some Numeric {
    counter += 1
    return counter * 10
}
print(next(), next())

// expect: true 1.0
// expect: true false 2
// expect: String
// expect: 2 Array<Int>
// expect: 10 20

// Generic functions nested in a body: their generic parameters are bound at each call from the
// arguments' types (an `any P` argument is opened, SE-0352), so `T.self`, `as? T` and `T.member` work.
// Expected output: swiftc 6.3.1 (Linux), run on this machine.
protocol Shape { static var sides: Int { get }; func area() -> Double }
struct Square: Shape { static var sides: Int { 4 }; var s: Double; func area() -> Double { s * s } }
struct Triangle: Shape { static var sides: Int { 3 }; var b: Double, h: Double; func area() -> Double { b * h / 2 } }

func report(_ shapes: [any Shape]) {
    func describe<S: Shape>(_ shape: S) -> String {
        "\(S.self) with \(S.sides) sides, area \(shape.area())"
    }
    for shape in shapes { print(describe(shape)) }
}
report([Square(s: 2), Triangle(b: 3, h: 4)])

func sameValue(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func compare<T: Equatable>(_ x: T) -> Bool {
        guard let y = b as? T else { return false }
        return x == y
    }
    return compare(a)
}
print(sameValue(1, 1), sameValue(1, 2), sameValue("x", "x"), sameValue(1, "1"), sameValue(2.5, 2.5))

func pairs() {
    func pair<A, B>(_ a: A, _ b: B) -> String { "\(A.self)/\(B.self): \(a), \(b)" }
    print(pair(1, "one"))
    print(pair([1, 2], 3.5))
    func count<T>(_ items: [T], of type: T.Type) -> String { "\(items.count) of \(type)" }
    print(count(["a", "b"], of: String.self))
    func depth<T>(_ value: T, _ n: Int) -> String { n == 0 ? "\(T.self)" : depth([value], n - 1) }
    print(depth(7, 2))
}
pairs()

let closureUser = {
    func wrap<T>(_ x: T) -> [T] { [x, x] }
    return wrap("hi")
}
print(closureUser())

// expect: Square with 4 sides, area 4.0
// expect: Triangle with 3 sides, area 6.0
// expect: true false true false true
// expect: Int/String: 1, one
// expect: Array<Int>/Double: [1, 2], 3.5
// expect: 2 of String
// expect: Array<Array<Int>>
// expect: ["hi", "hi"]

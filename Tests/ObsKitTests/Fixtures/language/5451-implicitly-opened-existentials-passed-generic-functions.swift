// Swift Evolution style (SE-0352): implicitly opened existentials passed to generic functions
protocol Shape {
    var name: String { get }
    func area() -> Double
}
struct Square: Shape { var side: Double; var name: String { "square" }; func area() -> Double { side * side } }
struct Rect: Shape { var w: Double; var h: Double; var name: String { "rect" }; func area() -> Double { w * h } }

func report<S: Shape>(_ s: S) -> String {
    "\(S.self): \(s.name) area \(s.area())"
}

func doubled<T: Shape>(_ s: T) -> [T] { [s, s] }

let shapes: [any Shape] = [Square(side: 2), Rect(w: 3, h: 1.5)]
for s in shapes {
    print(report(s))
    let pair = doubled(s)
    print(pair.count, pair.map { $0.area() })
}

func typeName<T>(_ v: T) -> String { "\(T.self)" }
let anyValue: any Equatable = 42
print(typeName(anyValue))

func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }
let e: any Equatable = "hi"
print(isEqual(e, "hi"), isEqual(e, 3))

// expect: Square: square area 4.0
// expect: 2 [4.0, 4.0]
// expect: Rect: rect area 4.5
// expect: 2 [4.5, 4.5]
// expect: Equatable
// expect: true false

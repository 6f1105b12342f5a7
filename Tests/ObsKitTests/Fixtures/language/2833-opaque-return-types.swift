// Compiler test style: opaque result types preserve identity of the underlying type
protocol Shape {
    func area() -> Int
    var name: String { get }
}
struct Square: Shape {
    var side: Int
    func area() -> Int { side * side }
    var name: String { "square" }
}
struct Rect: Shape {
    var w: Int, h: Int
    func area() -> Int { w * h }
    var name: String { "rect" }
}
func makeSquare(_ n: Int) -> some Shape { Square(side: n) }
func makeRect() -> some Shape { Rect(w: 2, h: 5) }
let s = makeSquare(3)
print(s.name, s.area())
print(type(of: s))
let r = makeRect()
print(r.name, r.area(), type(of: r))
func double(_ x: some Shape) -> Int { x.area() * 2 }
print(double(s), double(r))
var list = [makeSquare(1), makeSquare(2), makeSquare(4)]
list.append(makeSquare(5))
print(list.map { $0.area() })
func countUp() -> some Sequence { [3, 1, 2].sorted() }
for x in countUp() { print(x, terminator: " ") }
print()
// expect: square 9
// expect: Square
// expect: rect 10 Rect
// expect: 18 20
// expect: [1, 4, 16, 25]
// expect: 1 2 3 

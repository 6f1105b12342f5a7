// Language Reference style (types): opaque result types with some, boxed protocol types with any, and their differences
protocol Shape { func area() -> Double; var name: String { get } }
struct Square: Shape { var s: Double; func area() -> Double { s * s }; var name: String { "square" } }
struct Circle: Shape { var r: Double; func area() -> Double { 3 * r * r }; var name: String { "circle" } }

func makeSquare(_ s: Double) -> some Shape { Square(s: s) }
let sq = makeSquare(3)
print(sq.name, sq.area())

func pick(_ round: Bool) -> any Shape { round ? Circle(r: 1) : Square(s: 2) }
let shapes: [any Shape] = [pick(true), pick(false), makeSquare(1)]
for s in shapes { print(s.name, s.area()) }
print(shapes.map { String(describing: type(of: $0)) })

func total(_ xs: [any Shape]) -> Double { xs.reduce(0) { $0 + $1.area() } }
print(total(shapes))

func describe(_ s: some Shape) -> String { "\(s.name):\(s.area())" }
print(describe(Circle(r: 2)), describe(shapes[1]))

func evens() -> some Sequence<Int> { stride(from: 0, to: 10, by: 2) }
print(Array(evens()))
func lazyMap() -> some Collection { [1, 2, 3].map { $0 * 10 } }
print(lazyMap().count)

protocol Container { associatedtype Item; var items: [Item] { get } }
struct IntBox: Container { var items = [1, 2, 3] }
struct StrBox: Container { var items = ["a"] }
let boxes: [any Container] = [IntBox(), StrBox()]
print(boxes.map { $0.items.count })
func firstItem<C: Container>(_ c: C) -> String { "\(c.items.first!)" }
print(boxes.map { firstItem($0) })
let existential: any Shape = Square(s: 5)
if let real = existential as? Square { print("open", real.s) }
let opaqueArr: some Collection<String> = ["x", "y"]
print(opaqueArr.joined())

// expect: square 9.0
// expect: circle 3.0
// expect: square 4.0
// expect: square 1.0
// expect: ["Circle", "Square", "Square"]
// expect: 8.0
// expect: circle:12.0 square:4.0
// expect: [0, 2, 4, 6, 8]
// expect: 3
// expect: [3, 1]
// expect: ["1", "a"]
// expect: open 5.0
// expect: xy

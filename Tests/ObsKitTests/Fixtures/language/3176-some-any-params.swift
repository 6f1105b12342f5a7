// Compiler test style: closures with explicit types, some/any protocol parameters
protocol Shape {
  var area: Int { get }
  func name() -> String
}
struct Square: Shape {
  var side: Int
  var area: Int { side * side }
  func name() -> String { "square" }
}
struct Rect: Shape {
  var w: Int, h: Int
  var area: Int { w * h }
  func name() -> String { "rect" }
}

func describe(_ s: some Shape) -> String { "\(s.name()) \(s.area)" }
func total(_ shapes: [any Shape]) -> Int { shapes.map(\.area).reduce(0, +) }

let anyDescribe: (any Shape) -> String = { s in "\(s.name()):\(s.area)" }
let shapes: [any Shape] = [Square(side: 3), Rect(w: 2, h: 5), Square(side: 1)]
print(shapes.map(anyDescribe))
print(total(shapes))
print(describe(Square(side: 4)), describe(Rect(w: 3, h: 3)))

func transform(_ f: (any Shape) -> Int, over xs: [any Shape]) -> [Int] { xs.map(f) }
print(transform({ $0.area * 2 }, over: shapes))

func makeFilter(minArea: Int) -> (any Shape) -> Bool {
  { (s: any Shape) -> Bool in s.area >= minArea }
}
print(shapes.filter(makeFilter(minArea: 5)).map { $0.name() })

func applySome(_ f: (Int) -> Int, _ s: some Shape) -> Int { f(s.area) }
print(applySome({ $0 + 1 }, Rect(w: 4, h: 4)))

let typed: (Int, String) -> [String] = { (n: Int, s: String) -> [String] in
  Array(repeating: s, count: n)
}
print(typed(3, "ab"))
let seqSum: (any Sequence<Int>) -> Int = { seq in seq.reduce(0, +) }
print(seqSum([1, 2, 3]), seqSum(1...10))
// expect: ["square:9", "rect:10", "square:1"]
// expect: 20
// expect: square 16 rect 9
// expect: [18, 20, 2]
// expect: ["square", "rect"]
// expect: 17
// expect: ["ab", "ab", "ab"]
// expect: 6 55

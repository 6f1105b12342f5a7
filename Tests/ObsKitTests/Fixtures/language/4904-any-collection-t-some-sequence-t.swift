// Compiler test style (test/Interpreter/parameterized_existentials.swift): any Collection<T>, some Sequence<T> and opened Equatable values
// known-gap: line 17: expected "nil", got "Optional(2)"
func total(_ xs: some Sequence<Int>) -> Int { xs.reduce(0, +) }
func firstTwo(_ c: any Collection<String>) -> [String] { Array(Array(c).prefix(2)) }
func describeAll(_ items: [any Sequence<Int>]) -> [String] {
  items.map { seq in "\(type(of: seq)):\(Array(seq))" }
}

print(total([1, 2, 3]), total(1...4), total(Set([5])), total(stride(from: 0, to: 10, by: 5)))
print(firstTwo(["a", "b", "c"]), firstTwo(Set(["only"])), firstTwo(["x": 1].keys))
print(describeAll([[1, 2], 3..<5, CollectionOfOne(9), repeatElement(0, count: 2)]))

let seqs: [any Collection<Int>] = [[3, 1, 2], 10...12, EmptyCollection()]
for s in seqs {
  print(s.count, s.isEmpty, s.max() as Any, s.sorted())
}

func makeCounter(upTo n: Int) -> some Sequence<Int> {
  var i = 0
  return AnyIterator { () -> Int? in
    i += 1
    return i <= n ? i : nil
  }.lazy.map { $0 * $0 }
}
print(Array(makeCounter(upTo: 4)))

func isEqualAny(_ a: any Equatable, _ b: any Equatable) -> Bool {
  func open<T: Equatable>(_ x: T) -> Bool {
    guard let y = b as? T else { return false }
    return x == y
  }
  return open(a)
}
print(isEqualAny(1, 1), isEqualAny(1, 2), isEqualAny("a", "a"), isEqualAny(1, "1"), isEqualAny(1.0, 1))

func largest(_ values: [any Comparable]) -> String {
  func cmp<T: Comparable>(_ x: T, _ rest: [any Comparable]) -> String {
    var best = x
    for r in rest { if let r = r as? T, r > best { best = r } }
    return "\(best)"
  }
  guard let head = values.first else { return "none" }
  return cmp(head, Array(values.dropFirst()))
}
print(largest([3, 9, 2]), largest(["pear", "apple"]), largest([1, "z", 5]), largest([]))

protocol Shape {
  associatedtype Measure: Numeric
  var area: Measure { get }
  var name: String { get }
}
struct Square: Shape { var side: Int; var area: Int { side * side }; var name: String { "square" } }
struct Circle: Shape { var r: Double; var area: Double { 3 * r * r }; var name: String { "circle" } }

let shapes: [any Shape] = [Square(side: 3), Circle(r: 1), Square(side: 1)]
for s in shapes { print(s.name, s.area) }
func areaText<S: Shape>(_ s: S) -> String { "\(s.name)=\(s.area) (\(S.Measure.self))" }
print(shapes.map { areaText($0) })

func sumAreas(_ shapes: [any Shape]) -> Double {
  func value<S: Shape>(_ s: S) -> Double {
    if let i = s.area as? Int { return Double(i) }
    return s.area as? Double ?? 0
  }
  return shapes.reduce(0) { $0 + value($1) }
}
print(sumAreas(shapes))

let anyColl: any Collection = [1, 2, 3]
print(anyColl.count, type(of: anyColl))
let asAny: Any = [1, 2]
print((asAny as? any Collection<Int>).map { $0.count } as Any)
print((asAny as? any Collection<String>).map { $0.count } as Any)
print(asAny is any Sequence, asAny is any Equatable, (asAny as? any Hashable) != nil)
func wrap(_ x: some Equatable & CustomStringConvertible) -> String { "<\(x)>" }
print(wrap(5), wrap("s"), wrap(2.5))

// expect: 6 10 5 5
// expect: ["a", "b"] ["only"] ["x"]
// expect: ["Array<Int>:[1, 2]", "Range<Int>:[3, 4]", "CollectionOfOne<Int>:[9]", "Repeated<Int>:[0, 0]"]
// expect: 3 false Optional(3) [1, 2, 3]
// expect: 3 false Optional(12) [10, 11, 12]
// expect: 0 true nil []
// expect: [1, 4, 9, 16]
// expect: true false true false false
// expect: 9 pear 5 none
// expect: square 9
// expect: circle 3.0
// expect: square 1
// expect: ["square=9 (Int)", "circle=3.0 (Double)", "square=1 (Int)"]
// expect: 13.0
// expect: 3 Array<Int>
// expect: Optional(2)
// expect: nil
// expect: true true true
// expect: <5> <s> <2.5>

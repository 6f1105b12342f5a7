// Compiler test style: custom hash(into:) and == decide Set and Dictionary membership
struct Caseless: Hashable, CustomStringConvertible {
  var text: String
  static func == (a: Caseless, b: Caseless) -> Bool {
    return a.text.lowercased() == b.text.lowercased()
  }
  func hash(into hasher: inout Hasher) {
    hasher.combine(text.lowercased())
  }
  var description: String { return text }
}

var set: Set<Caseless> = []
for w in ["Apple", "apple", "BANANA", "banana", "Cherry"] {
  let (inserted, member) = set.insert(Caseless(text: w))
  print(w, inserted, member)
}
print(set.count)
print(set.map { $0.text.lowercased() }.sorted())
print(set.contains(Caseless(text: "CHERRY")))

var counts: [Caseless: Int] = [:]
for w in ["Go", "GO", "go", "Rust", "rust", "Swift"] {
  counts[Caseless(text: w), default: 0] += 1
}
for (k, v) in counts.sorted(by: { $0.key.text < $1.key.text }) {
  print(k, v)
}

struct Point: Hashable {
  var x: Int
  var y: Int
  var label: String
  func hash(into hasher: inout Hasher) { hasher.combine(x); hasher.combine(y) }
  static func == (a: Point, b: Point) -> Bool { return a.x == b.x && a.y == b.y }
}
let pts: Set<Point> = [Point(x: 1, y: 2, label: "a"), Point(x: 1, y: 2, label: "b"), Point(x: 2, y: 1, label: "c")]
print(pts.count)
print(pts.map { "\($0.x),\($0.y)" }.sorted())

struct Auto: Hashable { var a: Int; var b: String }
let autos = Set([Auto(a: 1, b: "x"), Auto(a: 1, b: "x"), Auto(a: 1, b: "y")])
print(autos.count, autos.contains(Auto(a: 1, b: "y")))
// expect: Apple true Apple
// expect: apple false Apple
// expect: BANANA true BANANA
// expect: banana false BANANA
// expect: Cherry true Cherry
// expect: 3
// expect: ["apple", "banana", "cherry"]
// expect: true
// expect: Go 3
// expect: Rust 2
// expect: Swift 1
// expect: 2
// expect: ["1,2", "2,1"]
// expect: 2 true

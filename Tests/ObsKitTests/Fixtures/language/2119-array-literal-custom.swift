// Compiler test style: ExpressibleByArrayLiteral on custom types including generic and nested literals
struct IntSet: ExpressibleByArrayLiteral, CustomStringConvertible {
  private var items: [Int] = []
  init(arrayLiteral elements: Int...) {
    for e in elements where !items.contains(e) { items.append(e) }
    items.sort()
  }
  var description: String { "{" + items.map(String.init).joined(separator: ", ") + "}" }
  var count: Int { items.count }
}

struct Path: ExpressibleByArrayLiteral {
  var parts: [String]
  init(arrayLiteral elements: String...) { parts = elements }
  var string: String { "/" + parts.joined(separator: "/") }
}

struct Deque<T>: ExpressibleByArrayLiteral, Sequence {
  var front: [T] = []
  var back: [T] = []
  init(arrayLiteral elements: T...) { back = elements }
  mutating func pushFront(_ x: T) { front.append(x) }
  func makeIterator() -> IndexingIterator<[T]> { (front.reversed() + back).makeIterator() }
}

let s: IntSet = [5, 1, 5, 3, 1]
print(s, s.count)
let empty: IntSet = []
print(empty, empty.count)
let p: Path = ["usr", "local", "bin"]
print(p.string)
func show(_ p: Path) { print("path:", p.string) }
show(["tmp"])
show([])
var d: Deque<Int> = [3, 4, 5]
d.pushFront(2)
d.pushFront(1)
print(Array(d))
print(d.map { $0 * $0 })
let nested: [IntSet] = [[3, 2], [9], []]
print(nested)
let dq: Deque<String> = ["x", "y"]
print(dq.joined(separator: "+"))
let fromArray = IntSet(arrayLiteral: 7, 6, 7)
print(fromArray)

// expect: {1, 3, 5} 3
// expect: {} 0
// expect: /usr/local/bin
// expect: path: /tmp
// expect: path: /
// expect: [1, 2, 3, 4, 5]
// expect: [1, 4, 9, 16, 25]
// expect: [{2, 3}, {9}, {}]
// expect: x+y
// expect: {6, 7}

// Compiler test style: subscripts with labels, defaults, variadics, overloads, static and class subscripts
struct Table {
  var storage: [[Int]] = Array(repeating: Array(repeating: 0, count: 3), count: 3)

  subscript(row: Int, col: Int) -> Int {
    get { return storage[row][col] }
    set { print("  set [\(row), \(col)] = \(newValue)"); storage[row][col] = newValue }
  }
  subscript(row r: Int) -> [Int] {
    get { return storage[r] }
    set { storage[r] = newValue }
  }
  subscript(column c: Int) -> [Int] {
    return storage.map { $0[c] }
  }
  subscript(diagonal d: Bool = true) -> [Int] {
    return (0..<3).map { d ? storage[$0][$0] : storage[$0][2 - $0] }
  }
  subscript(cells: (Int, Int)...) -> [Int] {
    return cells.map { storage[$0.0][$0.1] }
  }
  subscript(safe row: Int, col: Int) -> Int? {
    guard storage.indices.contains(row), storage[row].indices.contains(col) else { return nil }
    return storage[row][col]
  }
}

var t = Table()
t[0, 0] = 1
t[1, 1] = 5
t[2, 2] = 9
t[0, 2] = 3
t[1, 1] += 10
print(t.storage)
print(t[row: 1], t[column: 2])
t[row: 2] = [7, 8, 9]
print(t[diagonal: true], t[diagonal: false], t[])
print(t[(0, 0), (2, 1), (1, 1)], t[])
print(t[safe: 5, 0] as Any, t[safe: 2, 1] as Any)

struct Lookup {
  subscript(key: String) -> String { return "string:\(key)" }
  subscript(key: Int) -> String { return "int:\(key)" }
  subscript(key: String) -> Int { return key.count }
  subscript<T>(generic key: T) -> String { return "generic:\(T.self)" }
}
let lk = Lookup()
let asString: String = lk["abc"]
let asInt: Int = lk["abc"]
print(asString, asInt, lk[42], lk[generic: 1.5], lk[generic: [1]])

enum Config {
  static var values: [String: Int] = ["w": 10]
  static subscript(key: String) -> Int {
    get { return values[key, default: -1] }
    set { values[key] = newValue }
  }
}
Config["h"] = 20
Config["w"] += 1
print(Config["w"], Config["h"], Config["missing"])

class Shelf {
  class var prefix: String { return "shelf" }
  class subscript(index: Int) -> String { return "\(prefix)#\(index)" }
}
class BigShelf: Shelf {
  override class var prefix: String { return "big" }
}
print(Shelf[1])
print(BigShelf[2])
let kinds: [Shelf.Type] = [Shelf.self, BigShelf.self]
print(kinds.map { $0[3] })

struct Ring<Element> {
  var items: [Element]
  subscript(i: Int) -> Element {
    get { return items[((i % items.count) + items.count) % items.count] }
    set { items[((i % items.count) + items.count) % items.count] = newValue }
  }
  subscript(range: Range<Int>) -> [Element] {
    return range.map { self[$0] }
  }
}
var ring = Ring(items: ["a", "b", "c"])
print(ring[4], ring[-1], ring[-4])
ring[5] = "Z"
print(ring.items, ring[0..<7])

protocol Indexable {
  subscript(i: Int) -> String { get }
}
struct Letters: Indexable {
  subscript(i: Int) -> String { return String(UnicodeScalar(UInt8(65 + i))) }
}
func firstThree(_ x: any Indexable) -> String { return x[0] + x[1] + x[2] }
print(firstThree(Letters()))

struct Observed {
  var backing: [Int] = [1, 2, 3] {
    didSet { print("  backing didSet \(oldValue) -> \(backing)") }
  }
  subscript(i: Int) -> Int {
    get { backing[i] }
    set { backing[i] = newValue }
  }
}
var ob = Observed()
ob[1] = 20
ob[0] += 5
let tmp = ob[0]
ob[0] = ob[2]
ob[2] = tmp
print(ob.backing)

// expect:   set [0, 0] = 1
// expect:   set [1, 1] = 5
// expect:   set [2, 2] = 9
// expect:   set [0, 2] = 3
// expect:   set [1, 1] = 15
// expect: [[1, 0, 3], [0, 15, 0], [0, 0, 9]]
// expect: [0, 15, 0] [3, 0, 9]
// expect: [1, 15, 9] [3, 15, 7] [1, 15, 9]
// expect: [1, 8, 15] [1, 15, 9]
// expect: nil Optional(8)
// expect: string:abc 3 int:42 generic:Double generic:Array<Int>
// expect: 11 20 -1
// expect: shelf#1
// expect: big#2
// expect: ["shelf#3", "big#3"]
// expect: b c c
// expect: ["a", "b", "Z"] ["a", "b", "Z", "a", "b", "Z", "a"]
// expect: ABC
// expect:   backing didSet [1, 2, 3] -> [1, 20, 3]
// expect:   backing didSet [1, 20, 3] -> [6, 20, 3]
// expect:   backing didSet [6, 20, 3] -> [3, 20, 3]
// expect:   backing didSet [3, 20, 3] -> [3, 20, 6]
// expect: [3, 20, 6]

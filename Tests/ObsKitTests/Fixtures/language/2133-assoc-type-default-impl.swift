// Compiler test style: protocol with associated types whose default implementations rely on other requirements
protocol Container {
  associatedtype Item
  var count: Int { get }
  func item(at i: Int) -> Item
  var all: [Item] { get }
  var firstItem: Item? { get }
}

extension Container {
  var all: [Item] { (0..<count).map(item(at:)) }
  var firstItem: Item? { count > 0 ? item(at: 0) : nil }
  func describeAll() -> String { "\(count) items: \(all)" }
}

extension Container where Item: Comparable {
  var largest: Item? { all.max() }
}

extension Container where Item == String {
  var joined: String { all.joined(separator: "/") }
}

struct Squares: Container {
  let n: Int
  var count: Int { n }
  func item(at i: Int) -> Int { i * i }
}

struct Names: Container {
  var names: [String]
  var count: Int { names.count }
  func item(at i: Int) -> String { names[i] }
  var firstItem: String? { "override:" + (names.first ?? "none") }
}

func total<C: Container>(_ c: C) -> Int where C.Item == Int {
  c.all.reduce(0, +)
}

func firstOf<C: Container>(_ c: C) -> C.Item? { c.firstItem }

let sq = Squares(n: 5)
print(sq.all, sq.describeAll())
print(sq.firstItem!, sq.largest!, total(sq))
let nm = Names(names: ["b", "c", "a"])
print(nm.describeAll())
print(nm.firstItem!, firstOf(nm)!, nm.largest!, nm.joined)
print(Squares(n: 0).firstItem as Any, Squares(n: 0).largest as Any)
print(firstOf(sq)!, type(of: firstOf(nm)!))

// expect: [0, 1, 4, 9, 16] 5 items: [0, 1, 4, 9, 16]
// expect: 0 16 30
// expect: 3 items: ["b", "c", "a"]
// expect: override:b override:b c b/c/a
// expect: nil nil
// expect: 0 String

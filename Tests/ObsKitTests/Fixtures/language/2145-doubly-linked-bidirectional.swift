// Compiler test style: doubly linked list as BidirectionalCollection with an opaque node-based index
final class DNode {
  var value: Int
  var prev: DNode?
  var next: DNode?
  let order: Int
  init(_ v: Int, _ order: Int) { value = v; self.order = order }
}

struct DList: BidirectionalCollection {
  struct Index: Comparable {
    fileprivate let node: DNode?
    fileprivate let pos: Int
    static func == (l: Index, r: Index) -> Bool { l.pos == r.pos }
    static func < (l: Index, r: Index) -> Bool { l.pos < r.pos }
  }
  private var head: DNode?
  private var tail: DNode?
  private var n = 0

  init(_ values: [Int]) {
    for v in values {
      let node = DNode(v, n)
      node.prev = tail
      tail?.next = node
      if head == nil { head = node }
      tail = node
      n += 1
    }
  }
  var startIndex: Index { Index(node: head, pos: 0) }
  var endIndex: Index { Index(node: nil, pos: n) }
  func index(after i: Index) -> Index { Index(node: i.node?.next, pos: i.pos + 1) }
  func index(before i: Index) -> Index {
    Index(node: i.node == nil ? tail : i.node!.prev, pos: i.pos - 1)
  }
  subscript(i: Index) -> Int { i.node!.value }
}

let d = DList([4, 8, 15, 16, 23, 42])
print(Array(d), d.count)
print(d.last!, d.first!)
print(Array(d.reversed()))
let i = d.lastIndex(where: { $0 % 2 == 1 })!
print(d[i], d[d.index(before: i)], d[d.index(after: i)])
print(d.suffix(2).map { $0 }, Array(d.dropLast(4)))
let back3 = d.index(d.endIndex, offsetBy: -3)
print(d[back3], d.distance(from: back3, to: d.endIndex))
print(d.reversed().first(where: { $0 < 10 })!)
let mid = d[d.index(after: d.startIndex)..<d.index(before: d.endIndex)]
print(Array(mid), mid.first!, mid.last!)
print(d.reduce(0, +), d.max()!, d.sorted(by: >).prefix(2))
print(d.lastIndex(of: 99) == nil, DList([]).last as Any)
print(d.reversed().map { String($0) }.joined(separator: "<"))

// expect: [4, 8, 15, 16, 23, 42] 6
// expect: 42 4
// expect: [42, 23, 16, 15, 8, 4]
// expect: 23 16 42
// expect: [23, 42] [4, 8]
// expect: 16 3
// expect: 8
// expect: [8, 15, 16, 23] 8 23
// expect: 108 42 [42, 23]
// expect: true nil
// expect: 42<23<16<15<8<4

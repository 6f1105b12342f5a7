// Compiler test style: indirect enums are values; rebuilding a copy leaves the original unchanged
indirect enum List {
  case empty
  case node(Int, List)

  var values: [Int] {
    switch self {
    case .empty: return []
    case let .node(v, rest): return [v] + rest.values
    }
  }

  mutating func push(_ v: Int) {
    self = .node(v, self)
  }

  mutating func incrementHead() {
    if case let .node(v, rest) = self {
      self = .node(v + 1, rest)
    }
  }
}

var l = List.empty
l.push(3)
l.push(2)
l.push(1)
var copy = l
copy.incrementHead()
copy.push(0)
print(l.values)
print(copy.values)

var lists = [l, List.empty]
lists[0].incrementHead()
lists[1].push(9)
print(lists.map { $0.values })
print(l.values)
// expect: [1, 2, 3]
// expect: [0, 2, 2, 3]
// expect: [[2, 2, 3], [9]]
// expect: [1, 2, 3]

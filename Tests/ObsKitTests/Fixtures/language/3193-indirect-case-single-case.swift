// Compiler test style: indirect case on a single case, linked list enum with recursion
enum List<T> {
  case end
  indirect case node(T, List<T>)

  init(_ items: [T]) {
    var l = List<T>.end
    for x in items.reversed() { l = .node(x, l) }
    self = l
  }

  var count: Int {
    switch self {
    case .end: return 0
    case .node(_, let rest): return 1 + rest.count
    }
  }

  func map<U>(_ f: (T) -> U) -> List<U> {
    switch self {
    case .end: return .end
    case let .node(v, rest): return .node(f(v), rest.map(f))
    }
  }

  var array: [T] {
    var out: [T] = []
    var cur = self
    while case let .node(v, rest) = cur {
      out.append(v)
      cur = rest
    }
    return out
  }

  func reversed() -> List<T> {
    var acc = List<T>.end
    var cur = self
    while case let .node(v, rest) = cur {
      acc = .node(v, acc)
      cur = rest
    }
    return acc
  }
}

let l = List([1, 2, 3, 4])
print(l.count)
print(l.array)
print(l.map { $0 * 10 }.array)
print(l.reversed().array)
let s = List(["a", "b"]).map { $0.uppercased() }
print(s.array, s.count)
let e = List<Int>.end
print(e.count, e.array)
if case .node(let head, _) = l { print("head", head) }
// expect: 4
// expect: [1, 2, 3, 4]
// expect: [10, 20, 30, 40]
// expect: [4, 3, 2, 1]
// expect: ["A", "B"] 2
// expect: 0 []
// expect: head 1

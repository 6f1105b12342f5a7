// Compiler test style: indirect generic linked list enum with recursive methods, CustomStringConvertible and Sequence conformance
indirect enum List<Element> {
  case empty
  case cons(Element, List<Element>)

  init(_ items: [Element]) {
    self = items.reversed().reduce(List.empty) { .cons($1, $0) }
  }
  var count: Int {
    switch self {
    case .empty: return 0
    case .cons(_, let tail): return 1 + tail.count
    }
  }
  func map<U>(_ f: (Element) -> U) -> List<U> {
    switch self {
    case .empty: return .empty
    case let .cons(head, tail): return .cons(f(head), tail.map(f))
    }
  }
  func reversed() -> List {
    var acc = List.empty
    var cursor = self
    while case let .cons(head, tail) = cursor {
      acc = .cons(head, acc)
      cursor = tail
    }
    return acc
  }
  func appending(_ other: List) -> List {
    guard case let .cons(head, tail) = self else { return other }
    return .cons(head, tail.appending(other))
  }
}

extension List: CustomStringConvertible {
  var description: String {
    var parts: [String] = []
    var node = self
    while case .cons(let h, let t) = node { parts.append("\(h)"); node = t }
    return "(" + parts.joined(separator: " ") + ")"
  }
}

extension List: Sequence {
  struct Iterator: IteratorProtocol {
    var current: List
    mutating func next() -> Element? {
      guard case let .cons(h, t) = current else { return nil }
      current = t
      return h
    }
  }
  func makeIterator() -> Iterator { Iterator(current: self) }
}

extension List where Element: Equatable {
  func contains(element: Element) -> Bool {
    for x in self where x == element { return true }
    return false
  }
}

let numbers = List([1, 2, 3, 4])
print(numbers, numbers.count)
print(numbers.map { $0 * $0 })
print(numbers.reversed())
print(numbers.appending(List([9, 8])))
print(List<Int>.empty, List<Int>.empty.count)
print(numbers.reduce(0, +), numbers.filter { $0 % 2 == 0 })
print(numbers.contains(element: 3), numbers.contains(element: 7))
let names = List(["ada", "grace"]).map { $0.uppercased() }
print(names, Array(names))
for (i, n) in numbers.enumerated() where i > 1 { print("item", i, n) }
print("\(List([List([1]), List([2, 3])]))")

// expect: (1 2 3 4) 4
// expect: (1 4 9 16)
// expect: (4 3 2 1)
// expect: (1 2 3 4 9 8)
// expect: () 0
// expect: 10 [2, 4]
// expect: true false
// expect: (ADA GRACE) ["ADA", "GRACE"]
// expect: item 2 3
// expect: item 3 4
// expect: ((1) (2 3))

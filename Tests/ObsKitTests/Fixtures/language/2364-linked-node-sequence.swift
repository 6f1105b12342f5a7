// Compiler test style: generic Node<T> linked list class conforming to Sequence with custom iterator
final class Node<T> {
  var value: T
  var next: Node<T>?
  init(_ value: T, next: Node<T>? = nil) { self.value = value; self.next = next }
}

struct LinkedList<T>: Sequence {
  var head: Node<T>?
  init<S: Sequence>(_ values: S) where S.Element == T {
    var h: Node<T>? = nil
    for v in values.reversed() { h = Node(v, next: h) }
    head = h
  }
  struct Iterator: IteratorProtocol {
    var current: Node<T>?
    mutating func next() -> T? {
      defer { current = current?.next }
      return current?.value
    }
  }
  func makeIterator() -> Iterator { Iterator(current: head) }
  func reversedList() -> LinkedList<T> {
    var result = LinkedList<T>([])
    for v in self { result.head = Node(v, next: result.head) }
    return result
  }
}

extension LinkedList where T: Equatable {
  func firstIndex(of v: T) -> Int? {
    for (i, x) in self.enumerated() where x == v { return i }
    return nil
  }
}

let list = LinkedList([3, 1, 4, 1, 5])
print(Array(list))
print(list.map { $0 * 2 }, list.filter { $0 > 2 })
print(list.reduce(0, +), list.contains(4), list.min()!, list.max()!)
print(list.firstIndex(of: 1)!, list.firstIndex(of: 7) == nil)
print(Array(list.reversedList()))
print(list.sorted(), list.underestimatedCount)
let words = LinkedList(["x", "yy", "zzz"])
print(words.joined(separator: "/"))
print(Array(words.prefix(2)), Array(words.dropFirst()))
for (i, w) in words.enumerated() { print(i, w) }
let shared = list.head!.next!
shared.value = 100
print(Array(list))
print(Array(zip(list, words)).map { "\($0.0)\($0.1)" })
print(Array(LinkedList<Int>([])).isEmpty)
// expect: [3, 1, 4, 1, 5]
// expect: [6, 2, 8, 2, 10] [3, 4, 5]
// expect: 14 true 1 5
// expect: 1 true
// expect: [5, 1, 4, 1, 3]
// expect: [1, 1, 3, 4, 5] 0
// expect: x/yy/zzz
// expect: ["x", "yy"] ["yy", "zzz"]
// expect: 0 x
// expect: 1 yy
// expect: 2 zzz
// expect: [3, 100, 4, 1, 5]
// expect: ["3x", "100yy", "4zzz"]
// expect: true

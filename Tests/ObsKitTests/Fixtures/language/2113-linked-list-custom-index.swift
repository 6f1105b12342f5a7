// Compiler test style: singly linked list Collection with its own Comparable index type
final class Node<T> {
  let value: T
  var next: Node<T>?
  init(_ value: T, _ next: Node<T>?) { self.value = value; self.next = next }
}

struct LinkedList<T>: Collection {
  struct Index: Comparable {
    let node: Node<T>?
    let offset: Int
    static func == (a: Index, b: Index) -> Bool { a.offset == b.offset }
    static func < (a: Index, b: Index) -> Bool { a.offset < b.offset }
  }

  private var head: Node<T>?
  private let length: Int

  init(_ items: [T]) {
    var h: Node<T>? = nil
    for x in items.reversed() { h = Node(x, h) }
    head = h
    length = items.count
  }

  var startIndex: Index { Index(node: head, offset: 0) }
  var endIndex: Index { Index(node: nil, offset: length) }
  func index(after i: Index) -> Index { Index(node: i.node?.next, offset: i.offset + 1) }
  subscript(i: Index) -> T { i.node!.value }
}

let list = LinkedList(["ant", "bee", "cat", "dog", "eel"])
print(list.count, list.first!)
print(list.map { $0.uppercased() })
for (n, x) in list.enumerated() where n % 2 == 0 { print(n, x) }
let ci = list.firstIndex(of: "cat")!
print(ci.offset, list[ci])
let after = list.index(after: ci)
print(list[after], after.offset)
let third = list.index(list.startIndex, offsetBy: 3)
print(list[third], list.distance(from: list.startIndex, to: third))
let slice = list[ci...]
print(Array(slice), slice.startIndex.offset)
print(list.contains("eel"), list.contains("fox"))
print(list.sorted(by: >))
print(list.split(whereSeparator: { $0 == "cat" }).map { Array($0) })
print(list.dropFirst(2).first!, list.prefix(2).count)
print(list.indices.map { $0.offset })
print(list.allSatisfy { $0.count == 3 })
print(list.reduce("") { $0 + $1.prefix(1) })

// expect: 5 ant
// expect: ["ANT", "BEE", "CAT", "DOG", "EEL"]
// expect: 0 ant
// expect: 2 cat
// expect: 4 eel
// expect: 2 cat
// expect: dog 3
// expect: dog 3
// expect: ["cat", "dog", "eel"] 2
// expect: true false
// expect: ["eel", "dog", "cat", "bee", "ant"]
// expect: [["ant", "bee"], ["dog", "eel"]]
// expect: cat 2
// expect: [0, 1, 2, 3, 4]
// expect: true
// expect: abcde

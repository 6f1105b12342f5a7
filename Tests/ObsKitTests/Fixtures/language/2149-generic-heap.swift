// Compiler test style: generic binary heap with a stored comparator closure and Comparable convenience init
struct Heap<Element> {
  private var items: [Element] = []
  private let before: (Element, Element) -> Bool

  init(by before: @escaping (Element, Element) -> Bool) { self.before = before }

  var count: Int { items.count }
  var peek: Element? { items.first }

  mutating func push(_ x: Element) {
    items.append(x)
    var i = items.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      if !before(items[i], items[parent]) { break }
      items.swapAt(i, parent)
      i = parent
    }
  }

  mutating func pop() -> Element? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let top = items.removeLast()
    var i = 0
    while true {
      let l = 2 * i + 1, r = l + 1
      var best = i
      if l < items.count && before(items[l], items[best]) { best = l }
      if r < items.count && before(items[r], items[best]) { best = r }
      if best == i { break }
      items.swapAt(i, best)
      i = best
    }
    return top
  }
}

extension Heap where Element: Comparable {
  init(_ xs: [Element]) {
    self.init(by: <)
    for x in xs { push(x) }
  }
}

func drain<T>(_ h: Heap<T>) -> [T] {
  var h = h
  var out: [T] = []
  while let x = h.pop() { out.append(x) }
  return out
}

let minHeap = Heap([5, 3, 9, 1, 7, 1, 8])
print(minHeap.peek!, minHeap.count)
print(drain(minHeap))
print(minHeap.count)
var maxHeap = Heap<Int>(by: >)
for x in [2, 11, 4, 7] { maxHeap.push(x) }
print(maxHeap.pop()!, maxHeap.pop()!, maxHeap.count)
struct Task { let name: String; let priority: Int }
var tasks = Heap<Task> { ($0.priority, $0.name) > ($1.priority, $1.name) }
for (n, p) in [("write", 2), ("test", 5), ("ship", 1), ("review", 5)] {
  tasks.push(Task(name: n, priority: p))
}
print(drain(tasks).map { "\($0.name):\($0.priority)" })
print(drain(Heap(["pear", "fig", "apple"])))
var empty = Heap<Double>([])
print(empty.pop() as Any, empty.peek as Any)

// expect: 1 7
// expect: [1, 1, 3, 5, 7, 8, 9]
// expect: 7
// expect: 11 7 2
// expect: ["test:5", "review:5", "write:2", "ship:1"]
// expect: ["apple", "fig", "pear"]
// expect: nil nil

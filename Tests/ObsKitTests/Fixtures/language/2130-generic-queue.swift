// Compiler test style: generic two-stack Queue with amortized dequeue, Sequence and ExpressibleByArrayLiteral
struct Queue<T>: Sequence, ExpressibleByArrayLiteral {
  private var inbox: [T] = []
  private var outbox: [T] = []
  private(set) var transfers = 0

  init() {}
  init(arrayLiteral elements: T...) { inbox = elements }

  var count: Int { inbox.count + outbox.count }
  var isEmpty: Bool { count == 0 }

  mutating func enqueue(_ x: T) { inbox.append(x) }

  mutating func dequeue() -> T? {
    if outbox.isEmpty {
      if !inbox.isEmpty { transfers += 1 }
      outbox = inbox.reversed()
      inbox.removeAll()
    }
    return outbox.popLast()
  }

  var front: T? { outbox.last ?? inbox.first }

  func makeIterator() -> AnyIterator<T> {
    var copy = self
    return AnyIterator { copy.dequeue() }
  }
}

var q: Queue<Int> = [1, 2, 3]
q.enqueue(4)
print(q.count, q.front!)
print(q.dequeue()!, q.dequeue()!)
q.enqueue(5)
print(Array(q), q.count)
print(q.dequeue()!, q.front!, q.transfers)
while let x = q.dequeue() { print("got", x) }
print(q.isEmpty, q.dequeue() as Any, q.transfers)

func bfs(_ graph: [Int: [Int]], from start: Int) -> [Int] {
  var seen: Set<Int> = [start]
  var order: [Int] = []
  var queue = Queue<Int>()
  queue.enqueue(start)
  while let n = queue.dequeue() {
    order.append(n)
    for m in graph[n] ?? [] where !seen.contains(m) {
      seen.insert(m)
      queue.enqueue(m)
    }
  }
  return order
}
let g = [1: [2, 3], 2: [4], 3: [4, 5], 4: [6], 5: [6], 6: []]
print(bfs(g, from: 1))
let names: Queue<String> = ["x", "y", "z"]
print(names.map { $0 + $0 }, names.count)
print(names.contains("y"), names.reduce("", +))

// expect: 4 1
// expect: 1 2
// expect: [3, 4, 5] 3
// expect: 3 4 1
// expect: got 4
// expect: got 5
// expect: true nil 2
// expect: [1, 2, 3, 4, 5, 6]
// expect: ["xx", "yy", "zz"] 3
// expect: true xyz

// Compiler test style: constrained existentials any P<T> with Self-returning requirements
protocol Queue<Element> {
  associatedtype Element
  var isEmpty: Bool { get }
  func enqueued(_ e: Element) -> Self
  func dequeued() -> (Element, Self)?
}

struct ArrayQueue<Element>: Queue {
  var items: [Element] = []
  var isEmpty: Bool { items.isEmpty }
  func enqueued(_ e: Element) -> ArrayQueue { ArrayQueue(items: items + [e]) }
  func dequeued() -> (Element, ArrayQueue)? {
    guard let f = items.first else { return nil }
    return (f, ArrayQueue(items: Array(items.dropFirst())))
  }
}

struct TwoStackQueue<Element>: Queue {
  var front: [Element] = [], back: [Element] = []
  var isEmpty: Bool { front.isEmpty && back.isEmpty }
  func enqueued(_ e: Element) -> TwoStackQueue { TwoStackQueue(front: front, back: back + [e]) }
  func dequeued() -> (Element, TwoStackQueue)? {
    var f = front, b = back
    if f.isEmpty { f = b.reversed(); b = [] }
    guard let x = f.popLast() else { return nil }
    return (x, TwoStackQueue(front: f, back: b))
  }
}

func drain<Q: Queue>(_ q: Q) -> [Q.Element] {
  var out: [Q.Element] = []
  var cur = q
  while let (e, rest) = cur.dequeued() { out.append(e); cur = rest }
  return out
}

func fill(_ q: any Queue<Int>, with values: [Int]) -> any Queue<Int> {
  var cur = q
  for v in values { cur = cur.enqueued(v) }
  return cur
}

let queues: [any Queue<Int>] = [ArrayQueue(), TwoStackQueue()]
for q in queues {
  let filled = fill(q, with: [1, 2, 3])
  print(type(of: filled), filled.isEmpty, drain(filled))
  if let (first, rest) = filled.dequeued() {
    print(first, drain(rest.enqueued(9)))
  }
}
let strings: any Queue<String> = TwoStackQueue<String>().enqueued("a").enqueued("b")
print(drain(strings))
let opened = strings.enqueued("c")
print(type(of: opened), drain(opened))
print(queues.map { $0.isEmpty }, ArrayQueue<Int>().dequeued() == nil)
// expect: ArrayQueue<Int> false [1, 2, 3]
// expect: 1 [2, 3, 9]
// expect: TwoStackQueue<Int> false [1, 2, 3]
// expect: 1 [2, 3, 9]
// expect: ["a", "b"]
// expect: TwoStackQueue<String> ["a", "b", "c"]
// expect: [true, true] true

// Compiler test style: calling mutating methods on a struct stored in a class triggers observers
struct Queue {
  var items: [Int] = []
  mutating func push(_ x: Int) { items.append(x) }
  mutating func pop() -> Int? {
    return items.isEmpty ? nil : items.removeFirst()
  }
}

final class Worker {
  var queue = Queue() {
    didSet { print("queue now \(queue.items)") }
  }
  var backup: Queue?
}

let w = Worker()
w.queue.push(1)
w.queue.push(2)
let popped = w.queue.pop()
print("popped", popped ?? -1)
w.backup = w.queue
w.backup?.push(99)
print(w.queue.items, w.backup!.items)
let fromBackup = w.backup?.pop()
print(fromBackup as Any, w.backup!.items)

let maybe: Worker? = w
maybe?.queue.push(3)
let p2 = maybe?.queue.pop()
print(p2 as Any)
let empty = Worker()
print(empty.queue.pop() as Any)
// expect: queue now [1]
// expect: queue now [1, 2]
// expect: queue now [2]
// expect: popped 1
// expect: [2] [2, 99]
// expect: Optional(2) [99]
// expect: queue now [2, 3]
// expect: queue now [3]
// expect: Optional(2)
// expect: queue now []
// expect: nil

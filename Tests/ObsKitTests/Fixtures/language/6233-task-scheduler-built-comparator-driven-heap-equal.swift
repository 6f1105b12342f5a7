// Textbook style (priority queue): a task scheduler built on a comparator-driven heap, with equal priorities served first-in first-out
struct PriorityQueue<T> {
    private var heap: [T] = []
    let before: (T, T) -> Bool
    init(by before: @escaping (T, T) -> Bool) { self.before = before }

    var isEmpty: Bool { heap.isEmpty }

    mutating func enqueue(_ item: T) {
        heap.append(item)
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            guard before(heap[i], heap[p]) else { break }
            heap.swapAt(i, p)
            i = p
        }
    }

    mutating func dequeue() -> T? {
        if heap.count <= 1 { return heap.popLast() }
        let top = heap[0]
        heap[0] = heap.removeLast()
        var i = 0
        while true {
            let l = 2 * i + 1, r = 2 * i + 2
            var best = i
            if l < heap.count, before(heap[l], heap[best]) { best = l }
            if r < heap.count, before(heap[r], heap[best]) { best = r }
            if best == i { break }
            heap.swapAt(i, best)
            i = best
        }
        return top
    }
}

struct Task: CustomStringConvertible {
    enum Level: Int, Comparable {
        case low = 0, normal, urgent
        static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }
    let name: String
    let level: Level
    let sequence: Int
    var description: String { "\(name)[\(level)]" }
}

var queue = PriorityQueue<Task> { a, b in
    if a.level != b.level { return a.level > b.level }
    return a.sequence < b.sequence
}
let incoming: [(String, Task.Level)] = [
    ("backup", .low), ("deploy", .urgent), ("email", .normal),
    ("hotfix", .urgent), ("lint", .low), ("review", .normal),
]
for (i, item) in incoming.enumerated() {
    queue.enqueue(Task(name: item.0, level: item.1, sequence: i))
}
var served: [String] = []
while let task = queue.dequeue() { served.append(task.description) }
print(served.joined(separator: " "))

var smallest = PriorityQueue<(Int, String)> { $0.0 < $1.0 }
for pair in [(4, "d"), (1, "a"), (3, "c"), (2, "b")] { smallest.enqueue(pair) }
var letters = ""
while let (_, s) = smallest.dequeue() { letters += s }
print(letters, smallest.isEmpty)

// expect: deploy[urgent] hotfix[urgent] email[normal] review[normal] backup[low] lint[low]
// expect: abcd true

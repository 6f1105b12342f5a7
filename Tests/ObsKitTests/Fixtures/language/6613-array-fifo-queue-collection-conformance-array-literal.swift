// Swift by Sundell style (queue as a Collection): a two-array FIFO queue with Collection conformance, an array literal and a debug description
struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []

    mutating func enqueue(_ e: Element) { inbox.append(e) }

    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
}

extension Queue: Collection {
    var startIndex: Int { 0 }
    var endIndex: Int { inbox.count + outbox.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> Element {
        if position < outbox.count {
            return outbox[outbox.count - 1 - position]
        }
        return inbox[position - outbox.count]
    }
}

extension Queue: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) { inbox = elements }
}

extension Queue: CustomStringConvertible, CustomDebugStringConvertible {
    var description: String { "Queue" + Array(self).description }
    var debugDescription: String { "Queue(in: \(inbox.count), out: \(outbox.count), items: \(Array(self)))" }
}

var jobs: Queue = ["build", "test"]
jobs.enqueue("deploy")
print(jobs)
debugPrint(jobs)
print(jobs.dequeue()!)
debugPrint(jobs)
jobs.enqueue("notify")
print(jobs, jobs.count, jobs.first!)
print(jobs.map { $0.count }, jobs.contains("deploy"))
print(Array(jobs.dropFirst()), jobs.firstIndex(of: "notify")!)
print(jobs.sorted(), jobs.joined(separator: " -> "))
print(String(reflecting: jobs))
print("\(jobs)")
print([jobs])
while let job = jobs.dequeue() { print("run", job) }
print(jobs.isEmpty, jobs)
var numbers = Queue<Int>()
for n in 1...5 { numbers.enqueue(n * n) }
_ = numbers.dequeue()
print(numbers.reduce(0, +), numbers.indices.map { numbers[$0] })

// expect: Queue["build", "test", "deploy"]
// expect: Queue(in: 3, out: 0, items: ["build", "test", "deploy"])
// expect: build
// expect: Queue(in: 0, out: 2, items: ["test", "deploy"])
// expect: Queue["test", "deploy", "notify"] 3 test
// expect: [4, 6, 6] true
// expect: ["deploy", "notify"] 2
// expect: ["deploy", "notify", "test"] test -> deploy -> notify
// expect: Queue(in: 1, out: 2, items: ["test", "deploy", "notify"])
// expect: Queue["test", "deploy", "notify"]
// expect: [Queue(in: 1, out: 2, items: ["test", "deploy", "notify"])]
// expect: run test
// expect: run deploy
// expect: run notify
// expect: true Queue[]
// expect: 54 [4, 9, 16, 25]

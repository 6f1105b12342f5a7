// objc.io style (copy-on-write): a generic COW queue over a final class buffer, printing whenever a write forces a copy
final class Buffer<Element> {
    var items: [Element]
    init(_ items: [Element]) { self.items = items }
}

struct Queue<Element> {
    private var buffer: Buffer<Element>
    let name: String

    init(_ name: String, _ items: [Element] = []) {
        self.name = name
        buffer = Buffer(items)
    }

    private mutating func ensureUnique() {
        guard !isKnownUniquelyReferenced(&buffer) else { return }
        print("[\(name)] copy of \(buffer.items.count) items")
        buffer = Buffer(buffer.items)
    }

    mutating func enqueue(_ item: Element) {
        ensureUnique()
        buffer.items.append(item)
    }

    mutating func dequeue() -> Element? {
        ensureUnique()
        return buffer.items.isEmpty ? nil : buffer.items.removeFirst()
    }

    var peek: Element? { buffer.items.first }
    var count: Int { buffer.items.count }
}

var jobs = Queue<String>("jobs", ["build"])
jobs.enqueue("test")
jobs.enqueue("deploy")
print(jobs.count, jobs.peek ?? "-")

var backup = jobs
print(backup.dequeue() ?? "-", backup.count, jobs.count)
print(jobs.dequeue() ?? "-", jobs.count)

var numbers = Queue<Int>("numbers")
for i in 1...3 { numbers.enqueue(i * i) }
var all = [numbers, numbers, numbers]
all[2].enqueue(100)
all[2].enqueue(200)
print(all.map(\.count), numbers.count)
while let n = numbers.dequeue() { print("got", n) }
print(all.map(\.count))

// expect: 3 build
// expect: [jobs] copy of 3 items
// expect: build 2 3
// expect: build 2
// expect: [numbers] copy of 3 items
// expect: [3, 3, 5] 3
// expect: [numbers] copy of 3 items
// expect: got 1
// expect: got 4
// expect: got 9
// expect: [3, 3, 5]

// Compiler test style: AsyncStream(unfolding:) driven by a generic actor producing values on demand
actor Queue<Element: Sendable> {
    private var items: [Element]
    private(set) var served = 0

    init(_ items: [Element]) { self.items = items }

    func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        served += 1
        return items.removeFirst()
    }

    func push(_ e: Element) { items.append(e) }
}

let queue = Queue(["task-a", "task-b", "task-c"])
await queue.push("task-d")

let stream = AsyncStream<String> {
    await queue.pop()
}
var processed: [String] = []
for await job in stream {
    processed.append(job.uppercased())
}
print(processed)
print("served:", await queue.served)

var counter = 0
let limited = AsyncStream<Int>(unfolding: {
    counter += 1
    return counter <= 4 ? counter * counter : nil
})
var squares: [Int] = []
for await s in limited { squares.append(s) }
print("squares:", squares)

let numbers = Queue([3, 9, 27])
print("first pop:", await numbers.pop() ?? -1, "remaining served:", await numbers.served)
// expect: ["TASK-A", "TASK-B", "TASK-C", "TASK-D"]
// expect: served: 4
// expect: squares: [1, 4, 9, 16]
// expect: first pop: 3 remaining served: 1

// Small app logic: an event scheduler using a binary-heap priority queue and an actor clock
struct PriorityQueue<Element> {
    private var heap: [Element] = []
    private let areSorted: (Element, Element) -> Bool
    init(by areSorted: @escaping (Element, Element) -> Bool) { self.areSorted = areSorted }

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    func peek() -> Element? { heap.first }

    mutating func push(_ e: Element) {
        heap.append(e)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard areSorted(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let l = 2 * parent + 1, r = l + 1
            var best = parent
            if l < heap.count && areSorted(heap[l], heap[best]) { best = l }
            if r < heap.count && areSorted(heap[r], heap[best]) { best = r }
            if best == parent { break }
            heap.swapAt(parent, best)
            parent = best
        }
        return top
    }
}

struct Event {
    let time: Int
    let seq: Int
    let name: String
    let repeatEvery: Int?
}

actor Scheduler {
    private var queue = PriorityQueue<Event> { ($0.time, $0.seq) < ($1.time, $1.seq) }
    private var seq = 0
    private(set) var now = 0
    private(set) var log: [String] = []

    func schedule(_ name: String, at time: Int, every: Int? = nil) {
        seq += 1
        queue.push(Event(time: time, seq: seq, name: name, repeatEvery: every))
    }

    func run(until limit: Int) -> Int {
        var fired = 0
        while let next = queue.peek(), next.time <= limit {
            let e = queue.pop()!
            now = e.time
            log.append("t=\(now) \(e.name)")
            fired += 1
            if let every = e.repeatEvery {
                schedule(e.name, at: now + every, every: every)
            }
        }
        now = limit
        return fired
    }

    var pending: Int { queue.count }
}

var pq = PriorityQueue<Int>(by: >)
for x in [5, 1, 9, 3, 7, 2, 8] { pq.push(x) }
var drained: [Int] = []
while let x = pq.pop() { drained.append(x) }
print("max-heap order:", drained)

let scheduler = Scheduler()
await scheduler.schedule("backup", at: 30)
await scheduler.schedule("heartbeat", at: 0, every: 10)
await scheduler.schedule("report", at: 25)
await scheduler.schedule("cleanup", at: 10)
await scheduler.schedule("email", at: 25)

let firstRun = await scheduler.run(until: 20)
print("fired \(firstRun) by t=20, pending \(await scheduler.pending)")
let secondRun = await scheduler.run(until: 45)
print("fired \(secondRun) by t=45, pending \(await scheduler.pending)")
for line in await scheduler.log { print(line) }
print("clock:", await scheduler.now)

// expect: max-heap order: [9, 8, 7, 5, 3, 2, 1]
// expect: fired 4 by t=20, pending 4
// expect: fired 5 by t=45, pending 1
// expect: t=0 heartbeat
// expect: t=10 cleanup
// expect: t=10 heartbeat
// expect: t=20 heartbeat
// expect: t=25 report
// expect: t=25 email
// expect: t=30 backup
// expect: t=30 heartbeat
// expect: t=40 heartbeat
// expect: clock: 45

// Course style (queue simulation): generic Queue struct, ticks, deterministic arrivals
import Foundation

struct Queue<Element> {
    private var storage: [Element] = []
    private var head = 0

    var isEmpty: Bool { head >= storage.count }
    var count: Int { storage.count - head }

    mutating func enqueue(_ element: Element) {
        storage.append(element)
    }

    mutating func dequeue() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        head += 1
        if head > 4 && head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    func peek() -> Element? {
        return isEmpty ? nil : storage[head]
    }
}

struct Customer {
    let id: Int
    let arrival: Int
    let serviceTime: Int
}

// arrivals: every tick t where t % 3 != 1, service time from a fixed pattern
let pattern = [2, 1, 3, 1, 2]
var line = Queue<Customer>()
var nextID = 1
var busyUntil = 0
var waits: [Int] = []

for tick in 0..<12 {
    if tick % 3 != 1 {
        let c = Customer(id: nextID, arrival: tick, serviceTime: pattern[nextID % pattern.count])
        line.enqueue(c)
        nextID += 1
    }
    if tick >= busyUntil, let customer = line.dequeue() {
        let wait = tick - customer.arrival
        waits.append(wait)
        busyUntil = tick + customer.serviceTime
        print("t=\(tick): serve #\(customer.id) (waited \(wait), takes \(customer.serviceTime))")
    }
}

print("Still waiting: \(line.count), next is #\(line.peek()?.id ?? -1)")
let totalWait = waits.reduce(0, +)
print("Served \(waits.count), total wait \(totalWait), max wait \(waits.max() ?? 0)")
let avg = Double(totalWait) / Double(waits.count)
print("Average wait: \((avg * 100).rounded() / 100)")

// expect: t=0: serve #1 (waited 0, takes 1)
// expect: t=2: serve #2 (waited 0, takes 3)
// expect: t=5: serve #3 (waited 2, takes 1)
// expect: t=6: serve #4 (waited 1, takes 2)
// expect: t=8: serve #5 (waited 2, takes 2)
// expect: t=10: serve #6 (waited 2, takes 1)
// expect: t=11: serve #7 (waited 2, takes 3)
// expect: Still waiting: 1, next is #8
// expect: Served 7, total wait 9, max wait 2
// expect: Average wait: 1.29

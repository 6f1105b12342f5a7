// Swift by Sundell style (async-free scheduling): a discrete-event simulation of a bank queue using a priority queue built on a heap
struct Heap<Element> {
    private var items: [Element] = []
    private let before: (Element, Element) -> Bool
    init(by before: @escaping (Element, Element) -> Bool) { self.before = before }

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ e: Element) {
        items.append(e)
        var i = items.count - 1
        while i > 0, before(items[i], items[(i - 1) / 2]) {
            items.swapAt(i, (i - 1) / 2)
            i = (i - 1) / 2
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
            if l < items.count, before(items[l], items[best]) { best = l }
            if r < items.count, before(items[r], items[best]) { best = r }
            if best == i { break }
            items.swapAt(i, best)
            i = best
        }
        return top
    }
}

enum SimEvent {
    case arrive(customer: String, service: Int)
    case finish(customer: String, teller: Int)
}

struct Scheduled { let time: Int; let seq: Int; let event: SimEvent }

var events = Heap<Scheduled> { ($0.time, $0.seq) < ($1.time, $1.seq) }
var seq = 0
func schedule(_ t: Int, _ e: SimEvent) { seq += 1; events.push(Scheduled(time: t, seq: seq, event: e)) }

for (t, name, service) in [(0, "ada", 5), (1, "ben", 3), (2, "cy", 4), (3, "dee", 1), (9, "eve", 2)] {
    schedule(t, .arrive(customer: name, service: service))
}
var freeTellers = [1, 2]
var waiting: [(String, Int, Int)] = []
var totalWait = 0

while let next = events.pop() {
    switch next.event {
    case let .arrive(name, service):
        waiting.append((name, service, next.time))
    case let .finish(name, teller):
        print("t=\(next.time) \(name) leaves teller \(teller)")
        freeTellers.append(teller)
        freeTellers.sort()
    }
    while !freeTellers.isEmpty, !waiting.isEmpty {
        let (name, service, arrived) = waiting.removeFirst()
        let teller = freeTellers.removeFirst()
        totalWait += next.time - arrived
        print("t=\(next.time) \(name) -> teller \(teller) (waited \(next.time - arrived))")
        schedule(next.time + service, .finish(customer: name, teller: teller))
    }
}
print("total wait:", totalWait)

// expect: t=0 ada -> teller 1 (waited 0)
// expect: t=1 ben -> teller 2 (waited 0)
// expect: t=4 ben leaves teller 2
// expect: t=4 cy -> teller 2 (waited 2)
// expect: t=5 ada leaves teller 1
// expect: t=5 dee -> teller 1 (waited 2)
// expect: t=6 dee leaves teller 1
// expect: t=8 cy leaves teller 2
// expect: t=9 eve -> teller 1 (waited 0)
// expect: t=11 eve leaves teller 1
// expect: total wait: 4

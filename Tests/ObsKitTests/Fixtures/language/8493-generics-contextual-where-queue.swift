// Swift book style (Generics): a generic Queue with contextual where clauses on methods, a constrained initializer and generic typealiases
struct Queue<Element> {
    private var inbox: [Element] = []
    private var outbox: [Element] = []

    init() {}

    init<S: Sequence>(_ items: S) where S.Element == Element {
        inbox = Array(items)
    }

    mutating func enqueue(_ e: Element) { inbox.append(e) }

    mutating func dequeue() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }

    var count: Int { inbox.count + outbox.count }
    var elements: [Element] { outbox.reversed() + inbox }

    func average() -> Double where Element: BinaryInteger {
        elements.isEmpty ? 0 : Double(elements.reduce(0, +)) / Double(count)
    }

    func distinctCount() -> Int where Element: Hashable {
        Set(elements).count
    }

    func joined(separator: String) -> String where Element: StringProtocol {
        elements.joined(separator: separator)
    }
}

extension Queue: CustomStringConvertible {
    var description: String { "Queue\(elements)" }
}

typealias Pairs<T> = Queue<(T, T)>
typealias NameQueue = Queue<String>

var q = Queue([4, 8, 8, 1])
q.enqueue(9)
print(q, "count", q.count)
print("first out:", q.dequeue()!, "then", q.dequeue()!)
q.enqueue(8)
print(q, "avg", q.average(), "distinct", q.distinctCount())

var names = NameQueue()
for n in ["Ida", "Leo", "Ida", "Mo"] { names.enqueue(n) }
_ = names.dequeue()
print(names.joined(separator: " -> "), "distinct:", names.distinctCount())

var pairs = Pairs<Int>()
pairs.enqueue((1, 2))
pairs.enqueue((3, 4))
while let (a, b) = pairs.dequeue() {
    print("pair", a, b, "sum", a + b)
}

let subs = Queue("hi there you".split(separator: " "))
print(subs.joined(separator: "_"), subs.count)

func drain<E>(_ queue: inout Queue<E>, limit: Int) -> [E] {
    var out: [E] = []
    while out.count < limit, let next = queue.dequeue() { out.append(next) }
    return out
}
print(drain(&q, limit: 2), "left:", q)

// expect: Queue[4, 8, 8, 1, 9] count 5
// expect: first out: 4 then 8
// expect: Queue[8, 1, 9, 8] avg 6.5 distinct 3
// expect: Leo -> Ida -> Mo distinct: 3
// expect: pair 1 2 sum 3
// expect: pair 3 4 sum 7
// expect: hi_there_you 3
// expect: [8, 1] left: Queue[9, 8]

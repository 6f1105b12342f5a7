// App code style: generic Stack and Queue containers sharing a protocol with extension helpers
protocol Container {
    associatedtype Item
    var count: Int { get }
    mutating func add(_ item: Item)
    mutating func take() -> Item?
    func peek() -> Item?
}

extension Container {
    var isEmpty: Bool { count == 0 }

    mutating func add<S: Sequence>(contentsOf items: S) where S.Element == Item {
        for item in items { add(item) }
    }

    mutating func drain() -> [Item] {
        var out: [Item] = []
        while let item = take() { out.append(item) }
        return out
    }
}

extension Container where Item: Numeric {
    func describeTop() -> String {
        guard let top = peek() else { return "empty" }
        return "top=\(top)"
    }
}

struct Stack<Element>: Container {
    private var storage: [Element] = []
    var count: Int { storage.count }
    mutating func add(_ item: Element) { storage.append(item) }
    mutating func take() -> Element? { storage.popLast() }
    func peek() -> Element? { storage.last }
}

struct Queue<Element>: Container {
    private var inbox: [Element] = []
    private var outbox: [Element] = []
    var count: Int { inbox.count + outbox.count }
    mutating func add(_ item: Element) { inbox.append(item) }
    mutating func take() -> Element? {
        if outbox.isEmpty {
            outbox = inbox.reversed()
            inbox.removeAll()
        }
        return outbox.popLast()
    }
    func peek() -> Element? { outbox.last ?? inbox.first }
}

extension Stack: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        storage = elements
    }
}

extension Queue: CustomStringConvertible {
    var description: String {
        let items = outbox.reversed() + inbox
        return "Queue(\(items.map { "\($0)" }.joined(separator: ", ")))"
    }
}

func process<C: Container>(_ container: inout C, label: String) -> String where C.Item == String {
    var parts: [String] = []
    while let next = container.take() {
        parts.append(next.uppercased())
    }
    return "\(label): \(parts.joined(separator: " "))"
}

var stack: Stack<Int> = [1, 2, 3]
stack.add(contentsOf: 4...6)
print("stack count \(stack.count), \(stack.describeTop())")
print("drained: \(stack.drain())")
print("now empty: \(stack.isEmpty), \(stack.describeTop())")

var queue = Queue<String>()
queue.add(contentsOf: ["alpha", "beta", "gamma"])
print(queue)
print("took \(queue.take()!)")
queue.add("delta")
print(queue, "count:", queue.count)
print("peek: \(queue.peek() ?? "-")")

var words = Stack<String>()
words.add(contentsOf: ["one", "two", "three"])
print(process(&words, label: "stack"))
var wq = Queue<String>()
wq.add(contentsOf: ["one", "two", "three"])
print(process(&wq, label: "queue"))

var doubles = Queue<Double>()
doubles.add(2.5)
doubles.add(0.25)
print(doubles.describeTop())
let total = doubles.drain().reduce(0, +)
print("sum: \(total)")

func balanced(_ text: String) -> Bool {
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    var s = Stack<Character>()
    for ch in text {
        if "([{".contains(ch) { s.add(ch) }
        else if let open = pairs[ch] {
            guard s.take() == open else { return false }
        }
    }
    return s.isEmpty
}
for sample in ["{[()]}", "([)]", "((", "f(x[1]) + {y}"] {
    print("\(sample) balanced: \(balanced(sample))")
}

// expect: stack count 6, top=6
// expect: drained: [6, 5, 4, 3, 2, 1]
// expect: now empty: true, empty
// expect: Queue(alpha, beta, gamma)
// expect: took alpha
// expect: Queue(beta, gamma, delta) count: 3
// expect: peek: beta
// expect: stack: THREE TWO ONE
// expect: queue: ONE TWO THREE
// expect: top=2.5
// expect: sum: 2.75
// expect: {[()]} balanced: true
// expect: ([)] balanced: false
// expect: (( balanced: false
// expect: f(x[1]) + {y} balanced: true

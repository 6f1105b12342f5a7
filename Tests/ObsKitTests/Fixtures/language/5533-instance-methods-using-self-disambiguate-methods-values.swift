// The Swift Programming Language style (Methods): instance methods using self to disambiguate, methods as values, and mutating methods on a generic stack
struct Budget {
    var limit: Double
    func fits(limit: Double) -> Bool {
        return self.limit >= limit
    }
    mutating func spend(_ amount: Double) -> Double {
        limit -= amount
        return limit
    }
}

var b = Budget(limit: 50)
print(b.fits(limit: 30), b.fits(limit: 80))
print(b.spend(12.5))
print(b.spend(7.5))

struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    func peek() -> Element? { items.last }
    static func of(_ elements: Element...) -> Stack {
        var s = Stack()
        for e in elements { s.push(e) }
        return s
    }
}

var words = Stack.of("alpha", "beta", "gamma")
print(words.peek() ?? "none")
while let w = words.pop() {
    print("popped \(w)")
}
print("empty:", words.isEmpty)

struct Counter {
    var count = 0
    func scaled(by k: Int) -> Int { count * k }
}

let counter = Counter(count: 7)
let scale = counter.scaled
print(scale(3))
let unbound = Counter.scaled
print(unbound(Counter(count: 2))(10))
let doublers = [1, 2, 3].map(Counter.init(count:)).map { $0.scaled(by: 2) }
print(doublers)

// expect: true false
// expect: 37.5
// expect: 30.0
// expect: gamma
// expect: popped gamma
// expect: popped beta
// expect: popped alpha
// expect: empty: true
// expect: 21
// expect: 20
// expect: [2, 4, 6]

// Advanced Swift style (ExpressibleByArrayLiteral): a Stack and a Bag built from array literals, with descriptions printed directly and inside arrays
struct Stack<Element> {
    private var items: [Element] = []

    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}

extension Stack: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        items = elements
    }
}

extension Stack: CustomStringConvertible {
    var description: String {
        "Stack(" + items.map { "\($0)" }.joined(separator: ", ") + ")<-top"
    }
}

struct Bag: ExpressibleByArrayLiteral, CustomStringConvertible {
    private var counts: [String: Int] = [:]
    init(arrayLiteral elements: String...) {
        for e in elements { counts[e, default: 0] += 1 }
    }
    func count(of item: String) -> Int { counts[item] ?? 0 }
    var description: String {
        counts.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" }.joined(separator: " ")
    }
}

var plates: Stack<Int> = [1, 2, 3]
print(plates)
plates.push(4)
print("top is \(plates.top!)")
print(plates.pop()!, plates.pop()!)
print("now: \(plates)")

let empty: Stack<String> = []
print(empty, empty.isEmpty)

let stacks: [Stack<Character>] = [["a", "b"], ["z"]]
print(stacks)

let fruit: Bag = ["apple", "pear", "apple", "fig", "apple"]
print(fruit)
print(fruit.count(of: "apple"), fruit.count(of: "kiwi"))
print([fruit, ["x"]])

func total(_ stack: Stack<Int>) -> Int {
    var copy = stack
    var sum = 0
    while let v = copy.pop() { sum += v }
    return sum
}
print(total([10, 20, 30]))

// expect: Stack(1, 2, 3)<-top
// expect: top is 4
// expect: 4 3
// expect: now: Stack(1, 2)<-top
// expect: Stack()<-top true
// expect: [Stack(a, b)<-top, Stack(z)<-top]
// expect: applex3 figx1 pearx1
// expect: 3 0
// expect: [applex3 figx1 pearx1, xx1]
// expect: 60

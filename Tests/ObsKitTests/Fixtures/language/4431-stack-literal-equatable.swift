// Swift book style: a generic Stack with array literals and conditional Equatable
struct Stack<Element> {
    private(set) var items: [Element] = []

    mutating func push(_ item: Element) {
        items.append(item)
    }

    @discardableResult
    mutating func pop() -> Element? {
        return items.popLast()
    }

    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
}

extension Stack: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        self.items = elements
    }
}

extension Stack: Equatable where Element: Equatable {}

extension Stack: CustomStringConvertible {
    var description: String {
        let body = items.map { "\($0)" }.joined(separator: ", ")
        return "Stack[\(body)]"
    }
}

extension Stack where Element: Numeric {
    func sum() -> Element {
        var total: Element = 0
        for x in items { total += x }
        return total
    }
}

extension Stack: Sequence {
    func makeIterator() -> AnyIterator<Element> {
        var copy = self
        return AnyIterator { copy.pop() }
    }
}

var numbers: Stack<Int> = [1, 2, 3]
print(numbers)
numbers.push(4)
print(numbers.top ?? 0)
print(numbers.count)
print(numbers.sum())

let other: Stack = [1, 2, 3, 4]
print(numbers == other)
numbers.pop()
print(numbers == other)
print(numbers != other)

var words: Stack<String> = ["alpha", "beta"]
words.push("gamma")
print(words)
for w in words {
    print("popped", w)
}
print(words.count)

print(Array(numbers))
print(numbers.map { $0 * 2 })

var empty: Stack<Double> = []
print(empty.isEmpty, empty.top == nil)
empty.push(1.5)
empty.push(2.25)
print(empty.sum())
print(empty)

struct Box { let v: Int }
var boxes: Stack<Box> = [Box(v: 1), Box(v: 2)]
boxes.push(Box(v: 3))
print(boxes.map { $0.v }.reduce(0, +))

// expect: Stack[1, 2, 3]
// expect: 4
// expect: 4
// expect: 10
// expect: true
// expect: false
// expect: true
// expect: Stack[alpha, beta, gamma]
// expect: popped gamma
// expect: popped beta
// expect: popped alpha
// expect: 3
// expect: [3, 2, 1]
// expect: [6, 4, 2]
// expect: true true
// expect: 3.75
// expect: Stack[1.5, 2.25]
// expect: 6

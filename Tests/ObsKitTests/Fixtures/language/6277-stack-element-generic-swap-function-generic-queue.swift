// University intro course style (generics): a Stack<Element>, a generic swap function and a generic Queue with constraints
struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var top: Element? { items.last }
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult
    mutating func pop() -> Element? { items.popLast() }
}

extension Stack: CustomStringConvertible {
    var description: String { "Stack\(items)" }
}

func swapTwo<T>(_ a: inout T, _ b: inout T) {
    let temp = a
    a = b
    b = temp
}

func largest<T: Comparable>(in values: [T]) -> T? {
    guard var best = values.first else { return nil }
    for v in values where v > best { best = v }
    return best
}

func countMatches<T: Equatable>(_ target: T, in list: [T]) -> Int {
    list.filter { $0 == target }.count
}

struct Queue<T> {
    private var storage: [T] = []
    mutating func enqueue(_ x: T) { storage.append(x) }
    mutating func dequeue() -> T? { storage.isEmpty ? nil : storage.removeFirst() }
    var peek: T? { storage.first }
}

var plates = Stack<String>()
plates.push("red")
plates.push("green")
plates.push("blue")
print(plates, plates.count, plates.top ?? "-")
plates.pop()
print(plates.pop() ?? "-", plates)

func isBalanced(_ text: String) -> Bool {
    var stack = Stack<Character>()
    let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
    for ch in text {
        if "([{".contains(ch) { stack.push(ch) }
        else if let open = pairs[ch] {
            guard stack.pop() == open else { return false }
        }
    }
    return stack.isEmpty
}
for s in ["(a[b]{c})", "(]", "((", "{[()()]}"] { print(s, isBalanced(s)) }

var x = 3, y = 8
swapTwo(&x, &y)
var s1 = "left", s2 = "right"
swapTwo(&s1, &s2)
print(x, y, s1, s2)
print(largest(in: [4, 19, 7]) ?? 0, largest(in: ["pear", "apple", "zucchini"]) ?? "", largest(in: [Double]()) as Any)
print(countMatches("a", in: ["a", "b", "a"]), countMatches(2, in: [1, 2, 2, 2]))
var line = Queue<Int>()
[5, 6, 7].forEach { line.enqueue($0) }
print(line.dequeue()!, line.peek!, line.dequeue()!, line.dequeue()!, line.dequeue() as Any)

// expect: Stack["red", "green", "blue"] 3 blue
// expect: green Stack["red"]
// expect: (a[b]{c}) true
// expect: (] false
// expect: (( false
// expect: {[()()]} true
// expect: 8 3 right left
// expect: 19 zucchini nil
// expect: 2 3
// expect: 5 6 6 7 nil

// A generic Stack struct with mutating push/pop and an optional top.
struct Stack<Element> {
    private var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
    var top: Element? { items.last }
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}
var numbers = Stack<Int>()
for n in 1...4 { numbers.push(n * 10) }
print(numbers.count, numbers.top ?? 0)
var copy = numbers
_ = copy.pop()
print(numbers.count, copy.count)
while let n = numbers.pop() {
    print("popped", n)
}
print(numbers.isEmpty)
var words = Stack<String>()
words.push("hello")
print(words.top ?? "none", words.pop() ?? "none", words.pop() ?? "none")

// expect: 4 40
// expect: 4 3
// expect: popped 40
// expect: popped 30
// expect: popped 20
// expect: popped 10
// expect: true
// expect: hello hello none

// Advanced Swift style (ExpressibleByArrayLiteral): a Stack collection created from array literals with CustomStringConvertible
// known-gap: line 8: expected "[[1>, [2, 3>>", got "[[1], [2, 3]>"
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}
extension Stack: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) { items = elements }
}
extension Stack: CustomStringConvertible {
    var description: String {
        "[" + items.map { "\($0)" }.joined(separator: ", ") + ">"
    }
}
extension Stack: Sequence {
    func makeIterator() -> AnyIterator<Element> {
        var copy = items
        return AnyIterator { copy.popLast() }
    }
}
var s: Stack = [1, 2, 3]
print(s)
s.push(4)
print(s, s.top!)
s.pop()
print(s.pop()!, s)
print(Array(s))
let words: Stack<String> = ["x", "y"]
print(words, words.map { $0 + "!" })
func describe(_ st: Stack<Double>) -> String { "\(st.items.count) doubles: \(st)" }
print(describe([1.5, 2]))
let empty: Stack<Int> = []
print(empty, empty.top as Any)
let nested: Stack<Stack<Int>> = [[1], [2, 3]]
print(nested)
print("\(s)".count)
print(String(describing: words))
print([s, [9]])
// expect: [1, 2, 3>
// expect: [1, 2, 3, 4> 4
// expect: 3 [1, 2>
// expect: [2, 1]
// expect: [x, y> ["y!", "x!"]
// expect: 2 doubles: [1.5, 2.0>
// expect: [> nil
// expect: [[1>, [2, 3>>
// expect: 6
// expect: [x, y>
// expect: [[1, 2>, [9>]

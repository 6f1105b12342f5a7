// Compiler test style: methods on generic types specialised by constrained extensions and print of generic values
// known-gap: error: 2868-generic-struct-methods-specialisation.swift:32:15: error: value of type '[Int]' has no member 'total'
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}
extension Stack: CustomStringConvertible {
    var description: String { "Stack\(items)" }
}
extension Stack where Element: Numeric {
    var total: Element { items.reduce(0, +) }
}
extension Stack where Element == String {
    var sentence: String { items.joined(separator: " ") }
}
extension Stack: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) { items = elements }
}
var s: Stack = [1, 2, 3]
s.push(4)
print(s, s.total, s.top as Any)
_ = s.pop()
print(s, type(of: s))
var w: Stack<String> = ["hello", "generic"]
w.push("world")
print(w.sentence, w)
let d: Stack<Double> = [0.5, 0.25]
print(d.total, String(describing: type(of: d)))
let nested: Stack<Stack<Int>> = [[1], [2, 3]]
print(nested, nested.items.map(\.total))
// expect: Stack[1, 2, 3, 4] 10 Optional(4)
// expect: Stack[1, 2, 3] Stack<Int>
// expect: hello generic world Stack["hello", "generic", "world"]
// expect: 0.75 Stack<Double>
// expect: Stack[Stack[1], Stack[2, 3]] [1, 5]

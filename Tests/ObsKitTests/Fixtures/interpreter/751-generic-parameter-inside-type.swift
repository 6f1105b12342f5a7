// Inside a generic type its parameter names the type it stands for (`Element.self`), also in an
// extension of the library's Array. Expected output from swiftc 6.3.1 on Linux.
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    func describe() -> String { "a stack of \(Element.self) with \(items.count) items" }
}
var words = Stack<String>()
words.push("one")
print(words.describe())
var numbers = Stack(items: [1.5, 2.5])
print(numbers.describe())

extension Array {
    func elementName() -> String { "\(Element.self)" }
}
print([1, 2].elementName(), ["x"].elementName(), [words].elementName())

// expect: a stack of String with 1 items
// expect: a stack of Double with 2 items
// expect: Int String Stack<String>

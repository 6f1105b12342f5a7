// Compiler test style: generic class with subclass specializing and overriding methods
class Container<T> {
    var items: [T] = []
    func add(_ x: T) { items.append(x) }
    func summary() -> String { "Container(\(items.count))" }
}
class IntContainer: Container<Int> {
    override func add(_ x: Int) {
        print("IntContainer.add \(x)")
        super.add(x * 10)
    }
    override func summary() -> String { "Ints sum=\(items.reduce(0, +))" }
}
class Stack<Element>: Container<Element> {
    func pop() -> Element? { items.popLast() }
    override func summary() -> String { "Stack top=\(String(describing: items.last))" }
}

let c: Container<Int> = IntContainer()
c.add(1)
c.add(2)
print(c.summary())
print(c.items)
let s = Stack<String>()
s.add("a"); s.add("b")
print(s.summary())
print(s.pop() ?? "nil", s.pop() ?? "nil", s.pop() ?? "nil")
print(s.summary())
let boxes: [Container<Int>] = [Container<Int>(), IntContainer(), Stack<Int>()]
for b in boxes { b.add(7); print(b.summary()) }
// expect: IntContainer.add 1
// expect: IntContainer.add 2
// expect: Ints sum=30
// expect: [10, 20]
// expect: Stack top=Optional("b")
// expect: b a nil
// expect: Stack top=nil
// expect: Container(1)
// expect: IntContainer.add 7
// expect: Ints sum=70
// expect: Stack top=Optional(7)

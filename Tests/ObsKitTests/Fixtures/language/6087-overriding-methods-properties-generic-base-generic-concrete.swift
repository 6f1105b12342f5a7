// Compiler test style (generic classes with subclassing): overriding methods and properties of a generic base, from generic and concrete subclasses
class Container<Element> {
    var items: [Element] = []
    init(_ items: [Element]) { self.items = items }
    func describe() -> String { "Container(\(items.count))" }
    func add(_ e: Element) { items.append(e) }
    var first: Element? { items.first }
    class func kind() -> String { "container" }
}

class Stack<Element>: Container<Element> {
    override func describe() -> String { "Stack top=\(String(describing: items.last))" }
    override var first: Element? { items.last }
    func pop() -> Element? { items.popLast() }
    override class func kind() -> String { "stack" }
}

class IntStack: Stack<Int> {
    override func add(_ e: Int) { super.add(e * 10) }
    override func describe() -> String { "IntStack sum=\(items.reduce(0, +)) / " + super.describe() }
    override class func kind() -> String { "int-" + super.kind() }
}

class Pairs<A, B>: Container<(A, B)> {
    override func describe() -> String { items.map { "\($0.0)=\($0.1)" }.joined(separator: ",") }
}

let boxes: [Container<Int>] = [Container([1, 2]), Stack([3, 4]), IntStack([5])]
for b in boxes {
    b.add(7)
    print(b.describe(), b.first ?? -1, type(of: b).kind())
}
let s = Stack(["a", "b"])
s.add("c")
print(s.pop() ?? "-", s.describe())
let p = Pairs([("x", 1), ("y", 2)])
p.add(("z", 3))
print(p.describe(), p.first.map { $0.0 } ?? "-")

func total<C: Container<Int>>(_ c: C) -> Int {
    c.add(1)
    return c.items.reduce(0, +)
}
print(total(IntStack([])), total(Stack([2])))
print(boxes.map { $0 is Stack<Int> }, boxes[2] is IntStack)

// expect: Container(3) 1 container
// expect: Stack top=Optional(7) 7 stack
// expect: IntStack sum=75 / Stack top=Optional(70) 70 int-stack
// expect: c Stack top=Optional("b")
// expect: x=1,y=2,z=3 x
// expect: 10 3
// expect: [false, true, true] true

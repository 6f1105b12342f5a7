// Book style (Opaque and Boxed Types): primary associated types with some and any in a stack of trays
protocol Stack<Element> {
    associatedtype Element
    mutating func push(_ e: Element)
    mutating func pop() -> Element?
    var top: Element? { get }
}

struct ArrayStack<Element>: Stack {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}

struct CountingStack<Element>: Stack {
    var items: [Element] = []
    var pushes = 0
    mutating func push(_ e: Element) { pushes += 1; items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}

func makeStack(counting: Bool) -> any Stack<String> {
    counting ? CountingStack<String>() : ArrayStack<String>()
}

func numbers() -> some Stack<Int> {
    var s = ArrayStack<Int>()
    for n in [3, 1, 4] { s.push(n) }
    return s
}

func drain<S: Stack>(_ s: inout S) -> [S.Element] {
    var out: [S.Element] = []
    while let e = s.pop() { out.append(e) }
    return out
}

func fill(_ s: inout some Stack<String>, with words: [String]) {
    for w in words { s.push(w) }
}

var n = numbers()
print(n.top as Any)
print(drain(&n))
print(n.top as Any)
print(type(of: n))

var boxes: [any Stack<String>] = [makeStack(counting: false), makeStack(counting: true)]
for i in boxes.indices {
    boxes[i].push("tray\(i)")
    boxes[i].push("lid\(i)")
}
for box in boxes {
    print(type(of: box), box.top ?? "-")
}
var concrete = CountingStack<String>()
fill(&concrete, with: ["a", "b", "c"])
print(concrete)
print(concrete.pop() as Any, concrete.pushes)
if let counting = boxes[1] as? CountingStack<String> {
    print("pushes:", counting.pushes, counting.items)
}
var opened = boxes[0]
let popped = opened.pop()
print(popped as Any, opened.top as Any, boxes[0].top as Any)
let anyTop: Any = boxes[0].top as Any
print(anyTop)

// expect: Optional(4)
// expect: [4, 1, 3]
// expect: nil
// expect: ArrayStack<Int>
// expect: ArrayStack<String> lid0
// expect: CountingStack<String> lid1
// expect: CountingStack<String>(items: ["a", "b", "c"], pushes: 3)
// expect: Optional("c") 3
// expect: pushes: 2 ["tray1", "lid1"]
// expect: Optional("lid0") Optional("tray0") Optional("lid0")
// expect: Optional("lid0")

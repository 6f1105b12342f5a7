// Compiler test style: collection literal conformances — ExpressibleByArrayLiteral and ExpressibleByDictionaryLiteral on custom containers
struct Stack<Element>: ExpressibleByArrayLiteral, CustomStringConvertible {
    private var items: [Element]
    init(arrayLiteral elements: Element...) {
        items = elements
    }
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var description: String { "Stack\(items)" }
}

var s: Stack = [1, 2, 3]
s.push(4)
print(s, s.top as Any)
print(s.pop() as Any, s.pop() as Any, s)
let empty: Stack<String> = []
print(empty, empty.top as Any)

// Array literal building a set-like type that drops duplicates in order
struct OrderedSet: ExpressibleByArrayLiteral {
    private(set) var elements: [String] = []
    init(arrayLiteral values: String...) {
        for v in values where !elements.contains(v) { elements.append(v) }
    }
}
let os: OrderedSet = ["b", "a", "b", "c", "a"]
print(os.elements)

// Dictionary literal preserving order and allowing duplicate keys
struct Headers: ExpressibleByDictionaryLiteral, CustomStringConvertible {
    var pairs: [(String, String)]
    init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements
    }
    func values(for key: String) -> [String] {
        pairs.filter { $0.0.lowercased() == key.lowercased() }.map(\.1)
    }
    var description: String { pairs.map { "\($0.0): \($0.1)" }.joined(separator: "; ") }
}
let h: Headers = ["Accept": "text/html", "Set-Cookie": "a=1", "set-cookie": "b=2"]
print(h)
print(h.values(for: "SET-COOKIE"))
let none: Headers = [:]
print("empty headers count:", none.pairs.count)

// Dictionary literal into a weighted table with non-String keys
struct Weights: ExpressibleByDictionaryLiteral {
    var table: [Int: Double] = [:]
    init(dictionaryLiteral elements: (Int, Double)...) {
        for (k, v) in elements { table[k, default: 0] += v }
    }
    var total: Double { table.values.reduce(0, +) }
}
let w: Weights = [1: 0.5, 2: 0.25, 1: 0.25]
print(w.table.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }, w.total)

// Nested literals: array of custom literal types passed to a function
func sum(_ stacks: [Stack<Int>]) -> Int {
    var total = 0
    for var st in stacks {
        while let v = st.pop() { total += v }
    }
    return total
}
print(sum([[1, 2], [3], [], [10, 20]]))

// Generic function constrained to ExpressibleByArrayLiteral
func makeThree<C: ExpressibleByArrayLiteral>(_ x: C.ArrayLiteralElement) -> C {
    return [x, x, x]
}
let st: Stack<Character> = makeThree("z")
let arr: [Int] = makeThree(7)
print(st, arr)

// expect: Stack[1, 2, 3, 4] Optional(4)
// expect: Optional(4) Optional(3) Stack[1, 2]
// expect: Stack[] nil
// expect: ["b", "a", "c"]
// expect: Accept: text/html; Set-Cookie: a=1; set-cookie: b=2
// expect: ["a=1", "b=2"]
// expect: empty headers count: 0
// expect: ["1=0.75", "2=0.25"] 1.0
// expect: 36
// expect: Stack["z", "z", "z"] [7, 7, 7]

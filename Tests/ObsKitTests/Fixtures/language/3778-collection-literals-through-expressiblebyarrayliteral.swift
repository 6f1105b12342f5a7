// Swift book style: collection literals through ExpressibleByArrayLiteral and ExpressibleByDictionaryLiteral
struct Stack<Element>: ExpressibleByArrayLiteral, CustomStringConvertible {
    private var items: [Element]
    init(arrayLiteral elements: Element...) { items = elements }
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var description: String { "Stack" + items.map { "\($0)" }.joined(separator: ",").wrapped }
}
extension String { var wrapped: String { "[" + self + "]" } }

var s: Stack = [1, 2, 3]
s.push(4)
print(s)
print(s.pop()!, s.pop()!, s)
let empty: Stack<String> = []
print(empty)

struct Headers: ExpressibleByDictionaryLiteral {
    var pairs: [(String, String)]
    init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements.map { ($0.0.lowercased(), $0.1) }
    }
    subscript(name: String) -> String? {
        pairs.first { $0.0 == name.lowercased() }?.1
    }
    var rendered: String { pairs.map { "\($0.0): \($0.1)" }.joined(separator: "\n") }
}
let h: Headers = ["Content-Type": "text/plain", "X-Trace": "abc", "Accept": "*/*"]
print(h.rendered)
print(h["content-type"] ?? "-", h["ACCEPT"] ?? "-", h["missing"] ?? "-")

struct Polynomial: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    var terms: [Int: Int] = [:]
    init(arrayLiteral coefficients: Int...) {
        for (p, c) in coefficients.enumerated() where c != 0 { terms[p] = c }
    }
    init(dictionaryLiteral elements: (Int, Int)...) {
        for (p, c) in elements { terms[p, default: 0] += c }
    }
    var description: String {
        terms.keys.sorted(by: >).map { p -> String in
            let c = terms[p]!
            return p == 0 ? "\(c)" : p == 1 ? "\(c)x" : "\(c)x^\(p)"
        }.joined(separator: " + ")
    }
}
let p1: Polynomial = [1, 0, 3]
let p2: Polynomial = [5: 2, 0: 7, 1: 1, 5: 1]
print(p1)
print(p2)
func total(_ p: Polynomial) -> Int { p.terms.values.reduce(0, +) }
print(total([4, 4]), total([2: 10]))
// expect: Stack[1,2,3,4]
// expect: 4 3 Stack[1,2]
// expect: Stack[]
// expect: content-type: text/plain
// expect: x-trace: abc
// expect: accept: */*
// expect: text/plain */* -
// expect: 3x^2 + 1
// expect: 3x^5 + 1x + 7
// expect: 8 10

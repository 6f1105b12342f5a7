// Generic specialization: more-constrained extension methods win statically, but not from inside an unconstrained generic (expected output from swiftc 6.3.1 on Linux)
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 5: expected "Bag of 3", got "Int bag, sum 6"
protocol Describer { func describe() -> String }

struct Bag<Element> {
    var items: [Element]
    func summary() -> String { "Bag of \(items.count)" }
}
extension Bag where Element: Comparable {
    func summary() -> String { "Comparable bag, max \(items.max()!)" }
}
extension Bag where Element == Int {
    func summary() -> String { "Int bag, sum \(items.reduce(0, +))" }
}
extension Bag where Element: Describer {
    func summary() -> String { "Describer bag: " + items.map { $0.describe() }.joined(separator: ",") }
}

struct Leaf: Describer { let id: Int; func describe() -> String { "leaf\(id)" } }

print(Bag(items: [3, 1, 2]).summary())
print(Bag(items: ["b", "a"]).summary())
print(Bag(items: [Leaf(id: 1), Leaf(id: 2)]).summary())
print(Bag(items: [[1], [2]]).summary())

func summarize<T>(_ b: Bag<T>) -> String { b.summary() }
func summarizeComparable<T: Comparable>(_ b: Bag<T>) -> String { b.summary() }
print(summarize(Bag(items: [3, 1, 2])))
print(summarizeComparable(Bag(items: [3, 1, 2])))
print(summarizeComparable(Bag(items: [2.5, 1.0])))

func largestPair<C: Collection>(_ c: C) -> (C.Element, C.Element)? where C.Element: Comparable {
    let s = c.sorted(by: >)
    return s.count >= 2 ? (s[0], s[1]) : nil
}
print(largestPair([4, 9, 1, 7])!, largestPair("swift")!, largestPair([1]) as Any)

func countMatches<S: Sequence, T: Equatable>(_ seq: S, of target: T) -> Int where S.Element == T {
    seq.reduce(0) { $0 + ($1 == target ? 1 : 0) }
}
print(countMatches([1, 2, 1, 1], of: 1), countMatches("banana", of: "a"))

func zipSum<A: Sequence, B: Sequence>(_ a: A, _ b: B) -> [Int] where A.Element == Int, B.Element == Int {
    zip(a, b).map(+)
}
print(zipSum([1, 2, 3], Set([10]).union([10])), zipSum(1...3, stride(from: 10, to: 40, by: 10)))

struct Stack<T> {
    private var storage: [T] = []
    mutating func push(_ x: T) { storage.append(x) }
    mutating func pop() -> T? { storage.popLast() }
    var top: T? { storage.last }
}
extension Stack where T: Numeric {
    var sum: T { var copy = self; var s: T = 0; while let x = copy.pop() { s += x }; return s }
}
var st = Stack<Double>()
st.push(1.5); st.push(2.25)
print(st.sum, st.top!)
var ss = Stack<String>()
ss.push("x")
print(ss.pop() as Any, ss.pop() as Any)

func identityChain<T>(_ x: T) -> T { x }
let f: (Int) -> Int = identityChain
let g = identityChain(f)
print(f(5), g(6), identityChain("str"))
func typeName<T>(_ : T.Type) -> String { "\(T.self)" }
print(typeName(Bag<Int>.self), typeName(Stack<[String: Int]>.self), typeName((Int, String).self))

// expect: Int bag, sum 6
// expect: Comparable bag, max b
// expect: Describer bag: leaf1,leaf2
// expect: Bag of 2
// expect: Bag of 3
// expect: Comparable bag, max 3
// expect: Comparable bag, max 2.5
// expect: (9, 7) ("w", "t") nil
// expect: 3 3
// expect: [11] [11, 22, 33]
// expect: 3.75 2.25
// expect: Optional("x") nil
// expect: 5 6 str
// expect: Bag<Int> Stack<Dictionary<String, Int>> (Int, String)

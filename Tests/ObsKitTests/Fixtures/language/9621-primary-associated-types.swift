// Primary associated types: any Collection<Int>, some Sequence<String>, constrained existentials in arrays and returns
func total(_ c: any Collection<Int>) -> Int {
    var sum = 0
    for x in c { sum += x }
    return sum
}

func words(_ n: Int) -> some Sequence<String> {
    (1...n).lazy.map { "w\($0)" }
}

func evens(upTo n: Int) -> any Sequence<Int> {
    if n < 5 {
        return [0, 2, 4].filter { $0 <= n }
    }
    return stride(from: 0, through: n, by: 2)
}

protocol Stack<Element> {
    associatedtype Element
    mutating func push(_ e: Element)
    mutating func pop() -> Element?
    var count: Int { get }
}

struct ArrayStack<Element>: Stack {
    var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var count: Int { items.count }
}

func drain<E>(_ s: inout some Stack<E>) -> [E] {
    var out: [E] = []
    while let e = s.pop() { out.append(e) }
    return out
}

func describe(_ s: any Stack<String>) -> String {
    "stack of \(s.count) strings"
}

print(total([1, 2, 3, 4]))
print(total(Set([5, 5, 6])))
print(total(10..<13))
print(total([Int]()[...]))
print(Array(words(4)))
print(words(3).joined(separator: "-"))
print(Array(evens(upTo: 3)))
print(Array(evens(upTo: 9)))

var st = ArrayStack<Int>()
for i in [3, 1, 4, 1, 5] { st.push(i) }
print(st.count)
print(drain(&st))
print(st.count)

var ss = ArrayStack<String>()
ss.push("a"); ss.push("b")
print(describe(ss))

let mixed: [any Collection<Int>] = [[1, 2], 3...5, Set([9]), Array(repeating: 7, count: 3)]
print(mixed.map { $0.count })
print(mixed.map(total))
let firsts = mixed.compactMap { $0.first }
print(firsts)

func firstLonger(_ seqs: [any Sequence<String>], than n: Int) -> [String] {
    var out: [String] = []
    for s in seqs {
        for w in s where w.count > n { out.append(w); break }
    }
    return out
}
print(firstLonger([["a", "bbb", "cc"], ["dddd"], [], Set(["x"])], than: 1))
let anyStacks: [any Stack<Int>] = [ArrayStack(items: [1]), ArrayStack(items: [1, 2, 3])]
print(anyStacks.map { $0.count }.reduce(0, +))

// expect: 10
// expect: 11
// expect: 33
// expect: 0
// expect: ["w1", "w2", "w3", "w4"]
// expect: w1-w2-w3
// expect: [0, 2]
// expect: [0, 2, 4, 6, 8]
// expect: 5
// expect: [5, 1, 4, 1, 3]
// expect: 0
// expect: stack of 2 strings
// expect: [2, 3, 1, 3]
// expect: [3, 12, 9, 21]
// expect: [1, 3, 9, 7]
// expect: ["bbb", "dddd"]
// expect: 4

// Compiler test style: any Sequence<T>/any Collection<T> existentials and implicit opening
func total<S: Sequence<Int>>(_ s: S) -> Int {
    return s.reduce(0, +)
}

func firstAndLast<C: BidirectionalCollection>(_ c: C) -> (C.Element, C.Element)? {
    guard let f = c.first, let l = c.last else { return nil }
    return (f, l)
}

func countOf<C: Collection>(_ c: C) -> Int { c.count }

let seqs: [any Sequence<Int>] = [[1, 2, 3], 4...6, stride(from: 10, to: 40, by: 10), Set([100])]
for s in seqs {
    print(total(s))
}

let cols: [any Collection<Int>] = [[5, 6], 0..<0, Array(repeating: 7, count: 3), [9, 8, 7].reversed()]
print(cols.map { countOf($0) })
print(cols.map { $0.isEmpty })
print(cols.map { $0.first ?? -1 })

let bidi: any BidirectionalCollection<String> = ["x", "y", "z"]
if let (f, l) = firstAndLast(bidi) {
    print(f, l)
}

func names() -> any Sequence<String> {
    return ["bob", "al", "cy"].sorted()
}
let n = names()
print(Array(n))
print(n.map { $0.count })
print(n.contains("al"), n.underestimatedCount)

var box: any Collection<Character> = "hello"
print(box.count)
box = ["a", "b"]
print(box.count, String(box))

func describe(_ s: any Sequence<Int>) -> String {
    var parts: [String] = []
    var it = s.makeIterator()
    while let x = it.next() {
        parts.append(String(x))
    }
    return parts.joined(separator: ",")
}
print(describe([3, 1, 2]))
print(describe(1...4))
print(describe(AnySequence([9])))

struct Bag {
    var contents: [any Sequence<Int>] = []
    mutating func add(_ s: some Sequence<Int>) { contents.append(s) }
    var flattened: [Int] { contents.flatMap { Array($0) } }
}
var bag = Bag()
bag.add([1, 2])
bag.add(7...8)
bag.add(sequence(first: 20) { $0 < 40 ? $0 + 10 : nil })
print(bag.flattened)
print(bag.contents.count)

func isEmpty(_ c: any Collection) -> Bool { c.isEmpty }
print(isEmpty([Int]()), isEmpty("x"), isEmpty([1: 2]))

let anySeq: any Sequence = [1, 2, 3]
print(type(of: anySeq))
let opened = Array(cols[3])
print(opened)

// expect: 6
// expect: 15
// expect: 60
// expect: 100
// expect: [2, 0, 3, 3]
// expect: [false, true, false, false]
// expect: [5, -1, 7, 7]
// expect: x z
// expect: ["al", "bob", "cy"]
// expect: [2, 3, 2]
// expect: true 3
// expect: 5
// expect: 2 ab
// expect: 3,1,2
// expect: 1,2,3,4
// expect: 9
// expect: [1, 2, 7, 8, 20, 30, 40]
// expect: 3
// expect: true false false
// expect: Array<Int>
// expect: [7, 8, 9]

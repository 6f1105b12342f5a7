// Opaque return types (some), primary associated types, and type erasure with any
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Describer<Input> {
    associatedtype Input
    func describe(_ input: Input) -> String
}

struct UppercaseDescriber: Describer {
    func describe(_ input: String) -> String { input.uppercased() }
}

struct ListDescriber<Inner: Describer>: Describer {
    let inner: Inner
    func describe(_ input: [Inner.Input]) -> String {
        "[" + input.map(inner.describe).joined(separator: " | ") + "]"
    }
}

func makeDescriber() -> some Describer<[String]> {
    ListDescriber(inner: UppercaseDescriber())
}

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}

func squares(of values: [Int]) -> some Collection<Int> {
    values.lazy.map { $0 * $0 }
}

func counter(start: Int) -> some IteratorProtocol<Int> {
    var n = start
    return AnyIterator { defer { n += 1 }; return n < start + 3 ? n : nil }
}

func total(_ seq: some Sequence<Int>) -> Int { seq.reduce(0, +) }

let d = makeDescriber()
print(d.describe(["swift", "opaque", "types"]))
print(Array(evens(upTo: 10)))
print("sum of evens:", total(evens(upTo: 10)))
let sq = squares(of: [1, 2, 3, 4])
print(Array(sq), sq.count, sq.first ?? 0)
var it = counter(start: 7)
while let x = it.next() { print("tick", x) }

let sequences: [any Sequence<Int>] = [evens(upTo: 4), [10, 20], 1...3]
for s in sequences {
    print(total(s))
}

func pick(_ flag: Bool) -> any Collection<Int> {
    flag ? [1, 2, 3] : Set([9]).sorted()
}
print(pick(true).count, pick(false).count)
// expect: [SWIFT | OPAQUE | TYPES]
// expect: [0, 2, 4, 6, 8, 10]
// expect: sum of evens: 30
// expect: [1, 4, 9, 16] 4 1
// expect: tick 7
// expect: tick 8
// expect: tick 9
// expect: 6
// expect: 30
// expect: 6
// expect: 3 1

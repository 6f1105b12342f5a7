// Swift book generics style (associated-type constraints): statistics over any Collection whose Element is Numeric or BinaryFloatingPoint
func sum<C: Collection>(_ values: C) -> C.Element where C.Element: Numeric {
    values.reduce(0, +)
}

func mean<C: Collection>(_ values: C) -> C.Element? where C.Element: BinaryFloatingPoint {
    guard !values.isEmpty else { return nil }
    return values.reduce(0, +) / C.Element(values.count)
}

func median<C: Collection>(_ values: C) -> C.Element? where C.Element: Comparable {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    return sorted[(sorted.count - 1) / 2]
}

func histogram<S: Sequence>(_ items: S) -> [(S.Element, Int)] where S.Element: Hashable & Comparable {
    Dictionary(items.map { ($0, 1) }, uniquingKeysWith: +).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
}

func dot<A: Collection, B: Collection>(_ a: A, _ b: B) -> A.Element
    where A.Element: Numeric, A.Element == B.Element {
    zip(a, b).map { $0 * $1 }.reduce(0, +)
}

func runningTotals<C: BidirectionalCollection>(_ values: C) -> [C.Element] where C.Element: AdditiveArithmetic {
    var result: [C.Element] = []
    var acc = C.Element.zero
    for v in values {
        acc += v
        result.append(acc)
    }
    return result
}

let ints = [4, 8, 15, 16, 23, 42]
print(sum(ints), sum(ints[2...]), sum(Set([1, 2, 3])))
print(sum([1.5, 2.5]), sum([UInt8(3), 4]))
print(mean([2.0, 4.0, 9.0]) ?? -1, mean([Float]()) == nil)
print(mean(stride(from: 1.0, through: 4.0, by: 1.0).map { $0 })!)
print(median(ints)!, median(["kiwi", "apple", "mango"])!, median("swift")!)
for (k, n) in histogram("mississippi") { print(k, n) }
print(dot([1, 2, 3], [4, 5, 6]), dot(ints.prefix(2), [1, 1]))
print(dot([0.5, 2.0], ArraySlice([4.0, 0.25])))
print(runningTotals(ints), runningTotals(0...4))

// expect: 108 96 6
// expect: 4.0 7
// expect: 5.0 true
// expect: 2.5
// expect: 15 kiwi s
// expect: i 4
// expect: m 1
// expect: p 2
// expect: s 4
// expect: 32 12
// expect: 2.5
// expect: [4, 12, 27, 43, 66, 108] [0, 1, 3, 6, 10]

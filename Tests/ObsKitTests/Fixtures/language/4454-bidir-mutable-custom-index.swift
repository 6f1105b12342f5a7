// Compiler test style: BidirectionalCollection + MutableCollection with a non-Int index
// known-gap: error: 4454-bidir-mutable-custom-index.swift:43:1: error: cannot assign through subscript: 'Ring' has no settable subscript
struct Ring: BidirectionalCollection, MutableCollection {
    struct Index: Comparable {
        var offset: Int
        static func < (a: Index, b: Index) -> Bool { a.offset < b.offset }
    }

    var values: [Int]

    var startIndex: Index { Index(offset: 0) }
    var endIndex: Index { Index(offset: values.count) }
    func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    func index(before i: Index) -> Index { Index(offset: i.offset - 1) }

    subscript(i: Index) -> Int {
        get { values[i.offset] }
        set { values[i.offset] = newValue }
    }
}

var r = Ring(values: [4, 8, 15, 16, 23, 42])
r.reverse()
print(r.values)

let p = r.partition(by: { $0 % 2 == 1 })
print(p.offset, r.values)
print(r[r.startIndex..<p].sorted(), r[p...].sorted())

r.swapAt(r.startIndex, r.index(before: r.endIndex))
print(r.values)

r[r.index(r.startIndex, offsetBy: 2)] = 100
print(r.values)

var i = r.startIndex
while i != r.endIndex {
    r[i] += 1
    i = r.index(after: i)
}
print(r.values)

r[r.index(after: r.startIndex)..<r.index(r.startIndex, offsetBy: 4)].reverse()
print(r.values)

var slice = r[r.index(r.startIndex, offsetBy: 1)...]
slice[slice.startIndex] = -1
print(slice.startIndex.offset, Array(slice), r.values)

r[r.startIndex...r.index(r.startIndex, offsetBy: 2)] = r[r.index(r.endIndex, offsetBy: -3)...]
print(r.values)

print(r.last!, r.dropLast(2).map { $0 }, r.suffix(2).map { $0 })
print(r.lastIndex(where: { $0 > 10 })!.offset)
print(r.distance(from: r.endIndex, to: r.startIndex))

func bubbleSort<C: MutableCollection & BidirectionalCollection>(_ c: inout C) where C.Element: Comparable {
    guard !c.isEmpty else { return }
    var end = c.index(before: c.endIndex)
    while end != c.startIndex {
        var j = c.startIndex
        while j != end {
            let k = c.index(after: j)
            if c[k] < c[j] { c.swapAt(j, k) }
            j = k
        }
        end = c.index(before: end)
    }
}

var r2 = Ring(values: [9, 3, 7, 1, 8, 2])
bubbleSort(&r2)
print(r2.values)
var arr = ["d", "a", "c", "b"]
bubbleSort(&arr)
print(arr)
var none = Ring(values: [])
bubbleSort(&none)
print(none.values, none.isEmpty)

// expect: [42, 23, 16, 15, 8, 4]
// expect: 4 [42, 4, 16, 8, 15, 23]
// expect: [4, 8, 16, 42] [15, 23]
// expect: [23, 4, 16, 8, 15, 42]
// expect: [23, 4, 100, 8, 15, 42]
// expect: [24, 5, 101, 9, 16, 43]
// expect: [24, 9, 101, 5, 16, 43]
// expect: 1 [-1, 101, 5, 16, 43] [24, 9, 101, 5, 16, 43]
// expect: [5, 16, 43, 5, 16, 43]
// expect: 43 [5, 16, 43, 5] [16, 43]
// expect: 5
// expect: -6
// expect: [1, 2, 3, 7, 8, 9]
// expect: ["a", "b", "c", "d"]
// expect: [] true

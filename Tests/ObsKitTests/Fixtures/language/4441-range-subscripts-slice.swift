// Compiler test style: range subscripts and Slice<Self> SubSequence of a custom collection
// known-gap: error: 4441-range-subscripts-slice.swift:70:16: error: value of type 'Int' has no member 'reversed'
struct Digits: RandomAccessCollection {
    let value: [Int]

    init(_ n: Int) {
        var ds: [Int] = []
        var x = n
        repeat {
            ds.insert(x % 10, at: 0)
            x /= 10
        } while x > 0
        value = ds
    }

    var startIndex: Int { 0 }
    var endIndex: Int { value.count }
    subscript(i: Int) -> Int { value[i] }
}

let d = Digits(9081726354)
print(d.count, Array(d))

let s = d[2..<6]
print(type(of: s) == Slice<Digits>.self)
print(Array(s), s.startIndex, s.endIndex, s.count)
print(s.first!, s.last!, s[3])
print(Array(d[...3]), Array(d[7...]), Array(d[..<2]))

let inner = s[3..<5]
print(Array(inner), inner.startIndex)
print(inner.base.count)

print(d.prefix(3).reduce(0, +))
print(Array(d.suffix(2)))
print(d.dropFirst(8).startIndex)

let parts = d.split(whereSeparator: { $0 == 0 || $0 == 1 })
print(parts.map { Array($0) })
print(parts.map { $0.startIndex })

if let i = d.firstIndex(of: 7) {
    print("7 at", i, Array(d[i...]))
}

extension Digits {
    subscript(r: ClosedRange<Int>) -> Int {
        var n = 0
        for i in r { n = n * 10 + value[i] }
        return n
    }
    subscript(from start: Int, length len: Int) -> [Int] {
        return Array(value[start..<start + len])
    }
}

print(d[0...2], d[5...9])
print(d[from: 4, length: 3])

let sum = d[d.indices.dropFirst(5)].reduce(0, +)
print(sum)

var slices: [Slice<Digits>] = []
for start in stride(from: 0, to: d.count, by: 4) {
    slices.append(d[start..<min(start + 4, d.count)])
}
print(slices.map { Array($0) })
print(slices.map { $0.count })

let revSlice = d[1...4].reversed()
print(Array(revSlice))
print(d[3...].sorted())

let pairs = zip(d.indices, d).filter { $0.0 == $0.1 }
print(pairs.map { $0.0 })

func digitSum<C: Collection>(_ c: C) -> Int where C.Element == Int {
    return c.reduce(0, +)
}
print(digitSum(d), digitSum(d[4...]), digitSum(Digits(0)))

// expect: 10 [9, 0, 8, 1, 7, 2, 6, 3, 5, 4]
// expect: true
// expect: [8, 1, 7, 2] 2 6 4
// expect: 8 2 1
// expect: [9, 0, 8, 1] [3, 5, 4] [9, 0]
// expect: [1, 7] 3
// expect: 10
// expect: 17
// expect: [5, 4]
// expect: 8
// expect: [[9], [8], [7, 2, 6, 3, 5, 4]]
// expect: [0, 2, 4]
// expect: 7 at 4 [7, 2, 6, 3, 5, 4]
// expect: 908 26354
// expect: [7, 2, 6]
// expect: 20
// expect: [[9, 0, 8, 1], [7, 2, 6, 3], [5, 4]]
// expect: [4, 4, 2]
// expect: [7, 1, 8, 0]
// expect: [1, 2, 3, 4, 5, 6, 7]
// expect: [6]
// expect: 45 27 0

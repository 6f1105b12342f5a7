// Advanced Swift style (custom SubSequence): a Window collection over a shared array whose SubSequence is Window itself, so slicing keeps the type and the original indices
struct Window: RandomAccessCollection, CustomStringConvertible {
    let base: [Int]
    let bounds: Range<Int>

    init(_ base: [Int]) {
        self.base = base
        bounds = base.indices
    }

    private init(base: [Int], bounds: Range<Int>) {
        self.base = base
        self.bounds = bounds
    }

    var startIndex: Int { bounds.lowerBound }
    var endIndex: Int { bounds.upperBound }

    subscript(position: Int) -> Int {
        precondition(bounds.contains(position))
        return base[position]
    }

    subscript(range: Range<Int>) -> Window {
        Window(base: base, bounds: range)
    }

    var description: String {
        "Window\(bounds.lowerBound)..<\(bounds.upperBound)\(Array(self))"
    }
}

let all = Window([10, 20, 30, 40, 50, 60, 70])
print(all)
let tail = all.dropFirst(2)
print(tail, type(of: tail))
let inner = tail.dropLast(2)
print(inner, inner.startIndex, inner[3])
print(all.prefix(3), all.suffix(2))
print(inner.first!, inner.last!)
let parts = all.split(whereSeparator: { $0 == 40 })
print(parts)
print(all[2..<5].map { $0 / 10 })
let mid = all.firstIndex(of: 40)!
print(all[..<mid], all[mid...])
print(inner.reversed().map { $0 }, inner.indices)
print(all.prefix(while: { $0 < 35 }).count)

// expect: Window0..<7[10, 20, 30, 40, 50, 60, 70]
// expect: Window2..<7[30, 40, 50, 60, 70] Window
// expect: Window2..<5[30, 40, 50] 2 40
// expect: Window0..<3[10, 20, 30] Window5..<7[60, 70]
// expect: 30 50
// expect: [Window0..<3[10, 20, 30], Window4..<7[50, 60, 70]]
// expect: [3, 4, 5]
// expect: Window0..<3[10, 20, 30] Window3..<7[40, 50, 60, 70]
// expect: [50, 40, 30] 2..<5
// expect: 3

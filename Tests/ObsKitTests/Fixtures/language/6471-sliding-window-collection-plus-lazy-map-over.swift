// swift-algorithms style (windows(ofCount:)): a sliding-window collection plus a lazy map over it, with a where-constrained extension
struct Windows<Base: Collection>: Collection {
    let base: Base
    let size: Int

    struct Index: Comparable {
        var start: Base.Index
        var end: Base.Index
        static func < (a: Index, b: Index) -> Bool { a.start < b.start }
    }

    var startIndex: Index {
        guard let end = base.index(base.startIndex, offsetBy: size, limitedBy: base.endIndex) else {
            return endIndex
        }
        return Index(start: base.startIndex, end: end)
    }
    var endIndex: Index { Index(start: base.endIndex, end: base.endIndex) }

    func index(after i: Index) -> Index {
        if i.end == base.endIndex { return endIndex }
        return Index(start: base.index(after: i.start), end: base.index(after: i.end))
    }

    subscript(i: Index) -> Base.SubSequence { base[i.start..<i.end] }
}

extension Collection {
    func windows(ofCount size: Int) -> Windows<Self> { Windows(base: self, size: size) }
}

extension Windows where Base.Element: AdditiveArithmetic {
    var sums: [Base.Element] { map { $0.reduce(.zero, +) } }
}

let temps = [12, 15, 11, 18, 20, 19]
for w in temps.windows(ofCount: 3) {
    print(Array(w), terminator: " ")
}
print()
print("sums:", temps.windows(ofCount: 2).sums)
print("doubles:", [1.5, 2.5, 3.0].windows(ofCount: 2).sums)
print("too big:", temps.windows(ofCount: 10).count)

var evaluated = 0
let lazyMaxes = temps.windows(ofCount: 3).lazy.map { window -> Int in
    evaluated += 1
    return window.max()!
}
print("before access:", evaluated)
print("first max:", lazyMaxes.first!)
print("after first:", evaluated)
let rising = temps.windows(ofCount: 2).filter { $0.first! < $0.last! }.count
print("rising steps:", rising)
print("word windows:", "swift".windows(ofCount: 3).map { String($0) })

// expect: [12, 15, 11] [15, 11, 18] [11, 18, 20] [18, 20, 19] 
// expect: sums: [27, 26, 29, 38, 39]
// expect: doubles: [4.0, 5.5]
// expect: too big: 0
// expect: before access: 0
// expect: first max: 15
// expect: after first: 1
// expect: rising steps: 3
// expect: word windows: ["swi", "wif", "ift"]

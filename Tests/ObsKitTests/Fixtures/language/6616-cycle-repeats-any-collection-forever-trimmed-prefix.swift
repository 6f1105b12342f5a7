// Swift by Sundell style (infinite cycling Sequence): a Cycle that repeats any collection forever, trimmed with prefix and zip, plus a finite Repeat-each sequence
struct Cycle<Base: Collection>: Sequence {
    let base: Base

    struct Iterator: IteratorProtocol {
        let base: Base
        var index: Base.Index

        mutating func next() -> Base.Element? {
            guard !base.isEmpty else { return nil }
            if index == base.endIndex { index = base.startIndex }
            defer { base.formIndex(after: &index) }
            return base[index]
        }
    }

    func makeIterator() -> Iterator { Iterator(base: base, index: base.startIndex) }
}

extension Collection {
    func cycled() -> Cycle<Self> { Cycle(base: self) }
}

struct RepeatEach<Base: Sequence>: Sequence, IteratorProtocol {
    var iterator: Base.Iterator
    let times: Int
    var pending: (Base.Element, Int)? = nil

    init(_ base: Base, times: Int) {
        iterator = base.makeIterator()
        self.times = times
    }

    mutating func next() -> Base.Element? {
        if let (value, left) = pending, left > 0 {
            pending = (value, left - 1)
            return value
        }
        guard let value = iterator.next() else { return nil }
        pending = (value, times - 1)
        return value
    }
}

let colors = ["red", "green", "blue"]
print(Array(colors.cycled().prefix(7)))
let guests = ["Ann", "Bo", "Cy", "Di", "Ed"]
for (guest, color) in zip(guests, colors.cycled()) {
    print(guest, "wears", color)
}
print(Array("ab".cycled().prefix(5)).map(String.init).joined())
print(Array([Int]().cycled().prefix(3)))
print(Array(RepeatEach([1, 2, 3], times: 2)))
print(RepeatEach("xyz", times: 3).map { String($0) }.joined())
let stripes = zip(1...6, [true, false].cycled()).map { $1 ? "#\($0)" : "_\($0)" }
print(stripes)
print((1...4).cycled().lazy.map { $0 * 10 }.first { $0 > 30 }!)
var it = (0..<2).cycled().makeIterator()
print(it.next()!, it.next()!, it.next()!)

// expect: ["red", "green", "blue", "red", "green", "blue", "red"]
// expect: Ann wears red
// expect: Bo wears green
// expect: Cy wears blue
// expect: Di wears red
// expect: Ed wears green
// expect: ababa
// expect: []
// expect: [1, 1, 2, 2, 3, 3]
// expect: xxxyyyzzz
// expect: ["#1", "_2", "#3", "_4", "#5", "_6"]
// expect: 40
// expect: 0 1 0

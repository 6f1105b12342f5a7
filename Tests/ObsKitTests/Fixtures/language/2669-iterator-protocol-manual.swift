// Compiler test style: manual iteration with makeIterator/next over strings, dictionaries, zip and stride
var it = "ab\u{1F1EB}\u{1F1F7}c".makeIterator()
var seen: [String] = []
while let ch = it.next() { seen.append(String(ch)) }
print(seen.count, seen.last!, it.next() as Any)

var arrIt = [10, 20, 30].makeIterator()
print(arrIt.next()!, arrIt.next()!, arrIt.next()!, arrIt.next() as Any, arrIt.next() as Any)

var zipIt = zip([1, 2, 3], "xy").makeIterator()
while let (n, c) = zipIt.next() { print(n, c) }

var strideIt = stride(from: 3, through: 0, by: -1).makeIterator()
var acc: [Int] = []
while let v = strideIt.next() { acc.append(v) }
print(acc)

struct Cycle<Base: Collection>: IteratorProtocol {
    let base: Base
    var index: Base.Index
    var remaining: Int
    init(_ base: Base, count: Int) { self.base = base; index = base.startIndex; remaining = count }
    mutating func next() -> Base.Element? {
        guard remaining > 0, !base.isEmpty else { return nil }
        remaining -= 1
        defer {
            index = base.index(after: index)
            if index == base.endIndex { index = base.startIndex }
        }
        return base[index]
    }
}
var cyc = Cycle("abc", count: 7)
var out = ""
while let c = cyc.next() { out.append(c) }
print(out)
print(Array(IteratorSequence(Cycle([1, 2], count: 5))))
var enumIt = ["p", "q"].enumerated().makeIterator()
print(enumIt.next()!, enumIt.next()!.element)
// expect: 4 c nil
// expect: 10 20 30 nil nil
// expect: 1 x
// expect: 2 y
// expect: [3, 2, 1, 0]
// expect: abcabca
// expect: [1, 2, 1, 2, 1]
// expect: (offset: 0, element: "p") q

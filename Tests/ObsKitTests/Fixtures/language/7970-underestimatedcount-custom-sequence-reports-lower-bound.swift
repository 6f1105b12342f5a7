// Advanced Swift style (underestimatedCount): a custom Sequence reports a lower bound that Array uses, with eager vs lazy consumption
struct Noisy: Sequence {
    let n: Int
    var underestimatedCount: Int {
        print("asked underestimatedCount")
        return n
    }
    func makeIterator() -> AnyIterator<Int> {
        var i = 0
        return AnyIterator {
            guard i < self.n else { return nil }
            i += 1
            return i
        }
    }
}
let s = Noisy(n: 3)
print(s.underestimatedCount)
let total = s.reduce(0, +)
print("total", total)
print(Array(s.lazy.filter { $0 != 2 }))
print([1, 2, 3].underestimatedCount)
print((1...5).underestimatedCount)
print([1, 2, 3].lazy.filter { $0 > 1 }.underestimatedCount)
print([1, 2, 3].lazy.map { $0 }.underestimatedCount)
print(sequence(first: 1, next: { $0 < 3 ? $0 + 1 : nil }).underestimatedCount)
struct Plain: Sequence {
    func makeIterator() -> IndexingIterator<[Int]> { [4, 5].makeIterator() }
}
print(Plain().underestimatedCount)
print(Set([1, 2]).underestimatedCount)
print(AnySequence([1, 2, 3]).underestimatedCount)
print(zip([1, 2, 3], [1]).underestimatedCount)
// expect: asked underestimatedCount
// expect: 3
// expect: total 6
// expect: [1, 3]
// expect: 3
// expect: 5
// expect: 0
// expect: 3
// expect: 0
// expect: 0
// expect: 2
// expect: 3
// expect: 1

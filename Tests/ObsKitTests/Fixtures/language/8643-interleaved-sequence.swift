// Blog style (iterator adapters): interleaving two sequences with a custom Sequence/IteratorProtocol pair
struct Interleaved<A: Sequence, B: Sequence>: Sequence where A.Element == B.Element {
    let first: A
    let second: B
    let exhaustive: Bool

    struct Iterator: IteratorProtocol {
        var a: A.Iterator
        var b: B.Iterator
        var takeFromA = true
        var aDone = false, bDone = false
        let exhaustive: Bool

        mutating func next() -> A.Element? {
            while !(aDone && bDone) {
                defer { takeFromA.toggle() }
                if takeFromA {
                    if !aDone, let x = a.next() { return x }
                    aDone = true
                    if !exhaustive { return nil }
                } else {
                    if !bDone, let y = b.next() { return y }
                    bDone = true
                    if !exhaustive { return nil }
                }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator {
        Iterator(a: first.makeIterator(), b: second.makeIterator(), exhaustive: exhaustive)
    }
}

extension Sequence {
    func interleaved<S: Sequence>(with other: S, exhaustive: Bool = true) -> Interleaved<Self, S> where S.Element == Element {
        Interleaved(first: self, second: other, exhaustive: exhaustive)
    }
}

print(Array([1, 3, 5].interleaved(with: [2, 4, 6])))
print(Array([1, 3, 5, 7, 9].interleaved(with: [2, 4])))
print(Array([1, 3, 5, 7, 9].interleaved(with: [2, 4], exhaustive: false)))
print(String("abc".interleaved(with: "XYZW")))

let dealer = ["A♠", "K♠", "Q♠"].interleaved(with: ["A♥", "K♥", "Q♥", "J♥"])
print(dealer.joined(separator: " "))

let infiniteOdds = sequence(first: 1) { $0 + 2 }
let evens = stride(from: 2, through: 8, by: 2)
print(Array(infiniteOdds.interleaved(with: evens, exhaustive: false)))
print(Array(infiniteOdds.interleaved(with: evens).prefix(12)))

let three = [["r1"], ["r2"], ["r3"]].joined().interleaved(with: ["-", "-"])
print(Array(three))

var it = [10, 20].interleaved(with: [Int]()).makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any, it.next() as Any)
print([Int]().interleaved(with: [7]).map { $0 * 2 })
print("underestimatedCount: \([1, 2].interleaved(with: [3]).underestimatedCount)")
// expect: [1, 2, 3, 4, 5, 6]
// expect: [1, 2, 3, 4, 5, 7, 9]
// expect: [1, 2, 3, 4, 5]
// expect: aXbYcZW
// expect: A♠ A♥ K♠ K♥ Q♠ Q♥ J♥
// expect: [1, 2, 3, 4, 5, 6, 7, 8, 9]
// expect: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 13, 15]
// expect: ["r1", "-", "r2", "-", "r3"]
// expect: Optional(10) Optional(20) nil nil
// expect: [14]
// expect: underestimatedCount: 0

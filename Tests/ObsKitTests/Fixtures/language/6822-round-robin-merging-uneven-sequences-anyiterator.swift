// objc.io style (interleaving): round-robin merging of uneven sequences with AnyIterator
extension Sequence {
    func interleaved<Other: Sequence>(with other: Other) -> AnySequence<Element> where Other.Element == Element {
        AnySequence { () -> AnyIterator<Element> in
            var left = self.makeIterator()
            var right = other.makeIterator()
            var takeLeft = true
            var leftDone = false, rightDone = false
            return AnyIterator {
                while !(leftDone && rightDone) {
                    defer { takeLeft.toggle() }
                    if takeLeft, !leftDone {
                        if let x = left.next() { return x }
                        leftDone = true
                    } else if !takeLeft, !rightDone {
                        if let y = right.next() { return y }
                        rightDone = true
                    }
                }
                return nil
            }
        }
    }
}

func roundRobin<T>(_ lists: [[T]]) -> [T] {
    var iterators = lists.map { $0.makeIterator() }
    var result: [T] = []
    var progressed = true
    while progressed {
        progressed = false
        for i in iterators.indices {
            if let value = iterators[i].next() {
                result.append(value)
                progressed = true
            }
        }
    }
    return result
}

print(Array([1, 3, 5, 7, 9].interleaved(with: [2, 4])))
print(Array([1].interleaved(with: [10, 20, 30])))
print(String("ABC".interleaved(with: "xyz")))
print(Array([Int]().interleaved(with: [Int]())))
print(Array((1...3).interleaved(with: stride(from: 100, to: 400, by: 100))))

print(roundRobin([[1, 2, 3], [10], [20, 21]]))
print(roundRobin([["a", "b"], [], ["c", "d", "e"]]).joined())

let evens = sequence(first: 0) { $0 + 2 }
let odds = sequence(first: 1) { $0 + 2 }
print(Array(evens.interleaved(with: odds).prefix(9)))
let teams = ["red": ["r1", "r2"], "blue": ["b1", "b2", "b3"]]
print(roundRobin(teams.keys.sorted().map { teams[$0]! }))

// expect: [1, 2, 3, 4, 5, 7, 9]
// expect: [1, 10, 20, 30]
// expect: AxByCz
// expect: []
// expect: [1, 100, 2, 200, 3, 300]
// expect: [1, 10, 20, 2, 21, 3]
// expect: acbde
// expect: [0, 1, 2, 3, 4, 5, 6, 7, 8]
// expect: ["b1", "r1", "b2", "r2", "b3"]

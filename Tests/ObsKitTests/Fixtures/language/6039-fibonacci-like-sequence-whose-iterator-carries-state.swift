// Advanced Swift style (custom Sequence and IteratorProtocol): a Fibonacci-like sequence whose iterator carries state, and the library algorithms it gets for free
struct Lucas: Sequence {
    let limit: Int

    struct Iterator: IteratorProtocol {
        var pair = (2, 1)
        let limit: Int
        mutating func next() -> Int? {
            let current = pair.0
            guard current <= limit else { return nil }
            pair = (pair.1, pair.0 + pair.1)
            return current
        }
    }

    func makeIterator() -> Iterator { Iterator(limit: limit) }
}

let lucas = Lucas(limit: 200)
print(Array(lucas))
print("count:", lucas.reduce(0) { n, _ in n + 1 })
print("evens:", lucas.filter { $0.isMultiple(of: 2) })
print("first over 20:", lucas.first { $0 > 20 } ?? -1)
print("contains 47:", lucas.contains(47), "contains 48:", lucas.contains(48))
print("prefix 4:", Array(lucas.prefix(4)))
print("dropFirst 8:", Array(lucas.dropFirst(8)))
print("max:", lucas.max()!, "min:", lucas.min()!)
print("sorted desc:", lucas.sorted(by: >).prefix(3).map(String.init).joined(separator: ","))
for (i, value) in lucas.enumerated() where i % 3 == 0 {
    print("#\(i) = \(value)")
}
var it = lucas.makeIterator()
_ = it.next()
var copy = it
print(it.next()!, it.next()!, "copy still at", copy.next()!)
let zipped = zip(lucas, lucas.dropFirst()).map { "\($0)/\($1)" }
print(zipped.prefix(5).joined(separator: " "))
print(lucas.elementsEqual([2, 1, 3, 4, 7, 11, 18, 29, 47, 76, 123, 199]))

// expect: [2, 1, 3, 4, 7, 11, 18, 29, 47, 76, 123, 199]
// expect: count: 12
// expect: evens: [2, 4, 18, 76]
// expect: first over 20: 29
// expect: contains 47: true contains 48: false
// expect: prefix 4: [2, 1, 3, 4]
// expect: dropFirst 8: [47, 76, 123, 199]
// expect: max: 199 min: 1
// expect: sorted desc: 199,123,76
// expect: #0 = 2
// expect: #3 = 4
// expect: #6 = 18
// expect: #9 = 76
// expect: 1 3 copy still at 1
// expect: 2/1 1/3 3/4 4/7 7/11
// expect: true

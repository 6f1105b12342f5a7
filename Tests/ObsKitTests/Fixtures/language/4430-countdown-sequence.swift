// Compiler test style: custom Sequence + IteratorProtocol driving standard algorithms
struct Countdown: Sequence {
    let start: Int

    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            if current < 0 { return nil }
            defer { current -= 1 }
            return current
        }
    }

    func makeIterator() -> Iterator {
        return Iterator(current: start)
    }
}

let c = Countdown(start: 5)
for n in c {
    print(n, terminator: " ")
}
print()

print(Array(c))
print(c.map { $0 * 10 })
print(c.filter { $0 % 2 == 0 })
print(c.reduce(0, +))
print(c.first(where: { $0 < 3 }) ?? -1)
print(c.contains(4), c.contains(9))
print(c.sorted())
print(c.min()!, c.max()!)
print(Array(c.prefix(2)))
print(Array(c.dropFirst(4)))
print(c.underestimatedCount)

for (i, v) in c.enumerated() where i % 2 == 0 {
    print("idx \(i) -> \(v)")
}

let pairs = zip(c, ["a", "b", "c"])
for (n, s) in pairs {
    print("\(s)\(n)", terminator: ",")
}
print()

var it = c.makeIterator()
_ = it.next()
_ = it.next()
print(it.next()!)

let empty = Countdown(start: -1)
print(Array(empty).isEmpty)
print(empty.reduce(100) { $0 - $1 })

let joined = c.map(String.init).joined(separator: "-")
print(joined)

let s = c.lazy.map { $0 * $0 }.filter { $0 > 4 }
print(Array(s))

print(c.elementsEqual([5, 4, 3, 2, 1, 0]))
print(c.starts(with: [5, 4]))
print(c.allSatisfy { $0 >= 0 })

// expect: 5 4 3 2 1 0 
// expect: [5, 4, 3, 2, 1, 0]
// expect: [50, 40, 30, 20, 10, 0]
// expect: [4, 2, 0]
// expect: 15
// expect: 2
// expect: true false
// expect: [0, 1, 2, 3, 4, 5]
// expect: 0 5
// expect: [5, 4]
// expect: [1, 0]
// expect: 0
// expect: idx 0 -> 5
// expect: idx 2 -> 3
// expect: idx 4 -> 1
// expect: a5,b4,c3,
// expect: 3
// expect: true
// expect: 100
// expect: 5-4-3-2-1-0
// expect: [25, 16, 9]
// expect: true
// expect: true
// expect: true

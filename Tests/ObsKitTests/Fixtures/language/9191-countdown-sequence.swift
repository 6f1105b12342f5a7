// countdown-sequence
// expected output: swiftc 6.3.1 (Linux), run on this machine

struct Countdown: Sequence {
    let start: Int

    struct Iterator: IteratorProtocol {
        var current: Int
        mutating func next() -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }

    func makeIterator() -> Iterator {
        Iterator(current: start)
    }
}

struct Fibs: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        let r = a
        (a, b) = (b, a + b)
        return r
    }
}

let c = Countdown(start: 5)
print(Array(c))
print(c.map { $0 * $0 })
print(c.filter { $0 % 2 == 1 })
print(c.reduce(0, +))
print(c.contains(3), c.contains(9))
print(c.min() ?? -1, c.max() ?? -1)
print(c.sorted())
print(c.first(where: { $0 < 3 }) ?? 0)
print(Array(c.prefix(2)), Array(c.dropFirst(3)))
print(c.elementsEqual([5, 4, 3, 2, 1]))
print(c.underestimatedCount)
for (i, v) in c.enumerated() where i.isMultiple(of: 2) {
    print("at \(i): \(v)")
}
print(Array(zip(c, "abc")).map { "\($0)\($1)" }.joined(separator: ","))
print(Array(Fibs().prefix(10)))
print(Fibs().first(where: { $0 > 100 })!)
print(Array(Fibs().lazy.filter { $0 % 2 == 0 }.prefix(5)))
var it = Countdown(start: 2).makeIterator()
print(it.next() as Any, it.next() as Any, it.next() as Any)
let seq = sequence(first: 1) { $0 < 64 ? $0 * 2 : nil }
print(Array(seq))
let st = sequence(state: (0, "x")) { (s: inout (Int, String)) -> String? in
    s.0 += 1
    if s.0 > 4 { return nil }
    s.1 += "y"
    return s.1
}
print(st.joined(separator: " "))
print(Countdown(start: 0).map { $0 }.isEmpty)

// expect: [5, 4, 3, 2, 1]
// expect: [25, 16, 9, 4, 1]
// expect: [5, 3, 1]
// expect: 15
// expect: true false
// expect: 1 5
// expect: [1, 2, 3, 4, 5]
// expect: 2
// expect: [5, 4] [2, 1]
// expect: true
// expect: 0
// expect: at 0: 5
// expect: at 2: 3
// expect: at 4: 1
// expect: 5a,4b,3c
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 144
// expect: [0, 2, 8, 34, 144]
// expect: Optional(2) Optional(1) nil
// expect: [1, 2, 4, 8, 16, 32, 64]
// expect: xy xyy xyyy xyyyy
// expect: true

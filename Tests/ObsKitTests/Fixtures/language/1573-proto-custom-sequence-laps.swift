// Protocols: a custom Sequence with its own IteratorProtocol, used by for-in, map/filter/reduce, `prefix`, `lazy`, and a Collection conformance with indices.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Laps: Sequence {
    let total: Int
    func makeIterator() -> Iterator { Iterator(total: total) }
    struct Iterator: IteratorProtocol {
        let total: Int
        var finished = 0
        mutating func next() -> Int? {
            guard finished < total else { return nil }
            finished += 1
            return finished
        }
    }
}

struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}

struct Week: Collection {
    let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    var startIndex: Int { 0 }
    var endIndex: Int { names.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { names[i] }
}

for lap in Laps(total: 3) { print("lap", lap, "done") }
print(Laps(total: 5).map { $0 * $0 }, Laps(total: 6).filter { $0.isMultiple(of: 2) })
print(Laps(total: 4).reduce(0, +), Array(Laps(total: 0)))
print(Array(Fibonacci().prefix(10)))
print(Array(Fibonacci().lazy.filter { $0 % 2 == 1 }.prefix(5)))
print(Fibonacci().first { $0 > 100 }!)
let week = Week()
print(week.count, week.first!, week[4], week.contains("Sun"), week.firstIndex(of: "Wed")!)
print(week.dropFirst(5).joined(separator: "+"))

// expect: lap 1 done
// expect: lap 2 done
// expect: lap 3 done
// expect: [1, 4, 9, 16, 25] [2, 4, 6]
// expect: 10 []
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [1, 1, 3, 5, 13]
// expect: 144
// expect: 7 Mon Fri true 2
// expect: Sat+Sun

// Advanced Swift style (Sequence with its own iterator): a countdown sequence whose iterator is a separate struct, used with for-in, map, filter and reduce
struct Countdown {
    let start: Int
}

struct CountdownIterator: IteratorProtocol {
    var current: Int

    mutating func next() -> Int? {
        guard current > 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}

extension Countdown: Sequence {
    func makeIterator() -> CountdownIterator {
        CountdownIterator(current: start)
    }
}

let launch = Countdown(start: 5)
for tick in launch {
    print("T-minus \(tick)")
}
print("Liftoff!")

print(launch.map { $0 * 10 })
print(launch.filter { $0 % 2 == 1 })
print(launch.reduce(0, +))
print(Array(launch.prefix(2)), Array(launch.dropFirst(3)))
print(launch.contains(3), launch.contains(9))
print(launch.min() ?? -1, launch.max() ?? -1)
print(launch.sorted())
print(launch.first(where: { $0 < 4 }) ?? 0)
print(launch.underestimatedCount)

var manual = launch.makeIterator()
while let value = manual.next() {
    if value == 2 { print("manual stop at", value); break }
}
print(Array(Countdown(start: 0)).isEmpty)

// expect: T-minus 5
// expect: T-minus 4
// expect: T-minus 3
// expect: T-minus 2
// expect: T-minus 1
// expect: Liftoff!
// expect: [50, 40, 30, 20, 10]
// expect: [5, 3, 1]
// expect: 15
// expect: [5, 4] [2, 1]
// expect: true false
// expect: 1 5
// expect: [1, 2, 3, 4, 5]
// expect: 3
// expect: 0
// expect: manual stop at 2
// expect: true

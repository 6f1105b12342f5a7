// Swift standard library docs style (Sequence/IteratorProtocol): a Countdown sequence and the default methods it gains
struct Countdown: Sequence, IteratorProtocol {
    var count: Int

    mutating func next() -> Int? {
        if count == 0 {
            return nil
        } else {
            defer { count -= 1 }
            return count
        }
    }
}

let threeToGo = Countdown(count: 3)
for i in threeToGo {
    print(i)
}
print("Go!")

let ten = Countdown(count: 10)
print(ten.map { $0 * 10 })
print(ten.filter { $0.isMultiple(of: 3) })
print(ten.reduce(0, +))
print(ten.contains(7), ten.contains(11))
print(Array(ten.prefix(while: { $0 > 6 })))
print(ten.sorted().dropFirst(7).map(String.init))
print(ten.min() ?? -1, ten.max() ?? -1)
print(ten.first(where: { $0 < 4 }) ?? 0)
print(ten.enumerated().filter { $0.offset == $0.element }.count)

// expect: 3
// expect: 2
// expect: 1
// expect: Go!
// expect: [100, 90, 80, 70, 60, 50, 40, 30, 20, 10]
// expect: [9, 6, 3]
// expect: 55
// expect: true false
// expect: [10, 9, 8, 7]
// expect: ["8", "9", "10"]
// expect: 1 10
// expect: 3
// expect: 1

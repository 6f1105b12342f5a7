// Advanced Swift style (Sequence as its own iterator): a countdown type that conforms to both Sequence and IteratorProtocol
struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        if count == 0 { return nil }
        defer { count -= 1 }
        return count
    }
}
let cd = Countdown(count: 5)
for n in cd { print(n, terminator: " ") }
print("liftoff")
print(Array(cd))
print(cd.map { $0 * $0 })
print(cd.contains(3), cd.contains(9))
print(cd.sorted())
print(cd.reversed())
print(cd.min()!, cd.max()!)
print(cd.enumerated().map { "\($0.offset):\($0.element)" })
print(cd.dropFirst(2).map { $0 })
print(cd.count)
var copy = cd
print(copy.next()!, copy.next()!, cd.count)
print(cd.elementsEqual([5, 4, 3, 2, 1]))
print(cd.starts(with: [5, 4]))
print(Array(Countdown(count: 0)).isEmpty)
extension Countdown: CustomStringConvertible {
    var description: String { "Countdown(\(count))" }
}
print(cd)
print([cd, Countdown(count: 2)])
// expect: 5 4 3 2 1 liftoff
// expect: [5, 4, 3, 2, 1]
// expect: [25, 16, 9, 4, 1]
// expect: true false
// expect: [1, 2, 3, 4, 5]
// expect: [1, 2, 3, 4, 5]
// expect: 1 5
// expect: ["0:5", "1:4", "2:3", "3:2", "4:1"]
// expect: [3, 2, 1]
// expect: 5
// expect: 5 4 5
// expect: true
// expect: true
// expect: true
// expect: Countdown(5)
// expect: [Countdown(5), Countdown(2)]

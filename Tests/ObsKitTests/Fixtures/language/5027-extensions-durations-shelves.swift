// Extensions: computed properties, initializers, methods, mutating methods, subscripts, nested types
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Int {
    var hours: Int { self * 3_600 }
    var minutes: Int { self * 60 }
    var seconds: Int { self }
}
print("A double feature lasts \(3.hours + 25.minutes + 30.seconds) seconds")
print(90.minutes / 1.hours)

struct Shelf { var startCm = 0.0; var lengthCm = 0.0 }
extension Shelf {
    init(centredAt middle: Double, lengthCm: Double) {
        self.init(startCm: middle - lengthCm / 2, lengthCm: lengthCm)
    }
}
let shelf = Shelf(centredAt: 120.0, lengthCm: 80.0)
print(shelf.startCm, shelf.lengthCm)

extension Int {
    func times(_ task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func double() { self = self * 2 }
    subscript(digitFromRight: Int) -> Int {
        var base = 1
        for _ in 0..<digitFromRight { base *= 10 }
        return (self / base) % 10
    }
    enum Trend { case falling, steady, rising }
    var trend: Trend {
        switch self {
        case 0: return .steady
        case let x where x > 0: return .rising
        default: return .falling
        }
    }
}
2.times { print("Knock!") }
var stock = 21
stock.double()
print(stock)
print(5318064[0], 5318064[1], 5318064[3], 5318064[6], 5318064[7])
func printTrends(_ changes: [Int]) {
    for change in changes {
        switch change.trend {
        case .falling: print("v ", terminator: "")
        case .steady: print("= ", terminator: "")
        case .rising: print("^ ", terminator: "")
        }
    }
    print("")
}
printTrends([4, 0, -2, -9, 0, 13, 1])
extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}
print([1, 2, 3, 4].total)
extension Collection {
    func chunked(_ n: Int) -> [[Element]] {
        var result: [[Element]] = []
        var i = startIndex
        while i != endIndex {
            let j = index(i, offsetBy: n, limitedBy: endIndex) ?? endIndex
            result.append(Array(self[i..<j]))
            i = j
        }
        return result
    }
}
print(Array(1...7).chunked(3), "abcde".chunked(2))
// expect: A double feature lasts 12330 seconds
// expect: 1
// expect: 80.0 80.0
// expect: Knock!
// expect: Knock!
// expect: 42
// expect: 4 6 8 5 0
// expect: ^ = v v = ^ ^ 
// expect: 10
// expect: [[1, 2, 3], [4, 5, 6], [7]] [["a", "b"], ["c", "d"], ["e"]]

// Extensions: computed properties, initializers, methods, mutating methods, subscripts, nested types
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Double {
    var km: Double { self * 1_000.0 }
    var m: Double { self }
    var cm: Double { self / 100.0 }
}
print("A marathon is \(42.km + 195.m) meters long")
print(25.4.cm)

struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect { var origin = Point(); var size = Size() }
extension Rect {
    init(center: Point, size: Size) {
        self.init(origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
    }
}
let centered = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(centered.origin.x, centered.origin.y)

extension Int {
    func repetitions(task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func square() { self = self * self }
    subscript(digitIndex: Int) -> Int {
        var base = 1
        for _ in 0..<digitIndex { base *= 10 }
        return (self / base) % 10
    }
    enum Kind { case negative, zero, positive }
    var kind: Kind {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}
3.repetitions { print("Hello!") }
var someInt = 3
someInt.square()
print(someInt)
print(746381295[0], 746381295[1], 746381295[2], 746381295[8], 746381295[9])
func printIntegerKinds(_ numbers: [Int]) {
    for number in numbers {
        switch number.kind {
        case .negative: print("- ", terminator: "")
        case .zero: print("0 ", terminator: "")
        case .positive: print("+ ", terminator: "")
        }
    }
    print("")
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])
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
// expect: A marathon is 42195.0 meters long
// expect: 0.254
// expect: 2.5 2.5
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: 9
// expect: 5 9 2 7 0
// expect: + + - 0 - 0 + 
// expect: 10
// expect: [[1, 2, 3], [4, 5, 6], [7]] [["a", "b"], ["c", "d"], ["e"]]

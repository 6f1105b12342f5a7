// Book style (Extensions): computed properties, initializers, mutating methods, subscripts and nested types added by extensions
extension Double {
    var km: Double { return self * 1_000.0 }
    var m: Double { return self }
    var cm: Double { return self / 100.0 }
    var mm: Double { return self / 1_000.0 }
    var ft: Double { return self / 3.28084 }
}
let oneInch = 25.4.mm
print("One inch is \(oneInch) meters")
let aMarathon = 42.km + 195.m
print("A marathon is \(aMarathon) meters long")

struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
}
extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(centerRect.origin)

extension Int {
    func repetitions(task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func square() { self = self * self }
    subscript(digitIndex: Int) -> Int {
        var decimalBase = 1
        for _ in 0..<digitIndex { decimalBase *= 10 }
        return (self / decimalBase) % 10
    }
    enum Kind {
        case negative, zero, positive
    }
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

extension String {
    var isPalindrome: Bool {
        let letters = lowercased().filter { $0.isLetter }
        return letters == String(letters.reversed())
    }
    func padded(to width: Int, with pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
print("A man, a plan, a canal: Panama".isPalindrome, "Swift".isPalindrome)
print("[\("42".padded(to: 5, with: "0"))]", "[\("abc".padded(to: 6))]")
extension Array where Element: Numeric {
    var total: Element { reduce(0, +) }
}
print([1, 2, 3, 4].total, [0.5, 0.25].total)

// expect: One inch is 0.0254 meters
// expect: A marathon is 42195.0 meters long
// expect: Point(x: 2.5, y: 2.5)
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: 9
// expect: 5 9 2 7 0
// expect: + + - 0 - 0 + 
// expect: true false
// expect: [00042] [   abc]
// expect: 10 0.75

// Compiler test style: extensions adding computed properties, initializers and methods to existing types
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
print(300.cm + 2.m)

struct Size { var width = 0.0, height = 0.0 }
struct Point { var x = 0.0, y = 0.0 }
struct Rect { var origin = Point(); var size = Size() }

extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
    var area: Double { return size.width * size.height }
}
let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
print(centerRect.origin.x, centerRect.origin.y, centerRect.area)
let defaultRect = Rect()
print(defaultRect.area, Rect(origin: Point(x: 1, y: 1), size: Size(width: 2, height: 5)).area)

extension Int {
    func repetitions(task: () -> Void) {
        for _ in 0..<self { task() }
    }
    mutating func square() { self = self * self }
}
3.repetitions { print("Hello!") }
var someInt = 3
someInt.square()
print(someInt)
extension String {
    var isPalindrome: Bool { let chars = Array(lowercased()); return chars == chars.reversed() }
}
print("Level".isPalindrome, "Swift".isPalindrome)
// expect: One inch is 0.0254 meters
// expect: A marathon is 42195.0 meters long
// expect: 5.0
// expect: 2.5 2.5 9.0
// expect: 0.0 10.0
// expect: Hello!
// expect: Hello!
// expect: Hello!
// expect: 9
// expect: true false

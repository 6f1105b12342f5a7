// Methods: mutating methods on structs and enums, assigning to self inside them, and mutating through in-out.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Point {
    var x = 0.0, y = 0.0
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
    mutating func reset() { self = Point() }
}
var somePoint = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")
somePoint.reset()
print(somePoint)
enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var ovenLight = TriStateSwitch.low
ovenLight.next()
print(ovenLight)
ovenLight.next()
print(ovenLight)
struct Stack<Element> {
    private(set) var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    @discardableResult mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
}
var stack = Stack<String>()
stack.push("a"); stack.push("b"); stack.push("c")
stack.pop()
print(stack.items, stack.top ?? "-", stack.pop() ?? "-")
func pushTwice(_ s: inout Stack<String>, _ v: String) { s.push(v); s.push(v) }
pushTwice(&stack, "z")
print(stack.items)
struct Score {
    var points = 0
    var streak = 0
    mutating func hit() { streak += 1; points += 10 * streak }
    mutating func miss() { self = Score(points: points, streak: 0) }
}
var score = Score()
for shot in [true, true, false, true, true, true] { if shot { score.hit() } else { score.miss() } }
print(score)
var points = [Point(x: 1), Point(y: 2)]
points[0].moveBy(x: 10, y: 10)
for i in points.indices { points[i].moveBy(x: 1, y: 0) }
print(points.map { "(\($0.x), \($0.y))" })

// expect: The point is now at (3.0, 4.0)
// expect: Point(x: 0.0, y: 0.0)
// expect: high
// expect: off
// expect: ["a", "b"] b b
// expect: ["a", "z", "z"]
// expect: Score(points: 90, streak: 3)
// expect: ["(12.0, 10.0)", "(1.0, 2.0)"]

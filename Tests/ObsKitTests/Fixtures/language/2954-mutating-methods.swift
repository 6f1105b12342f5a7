// Compiler test style: mutating methods on structs, assigning to self, and instance method references
struct Point {
    var x = 0.0, y = 0.0
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
    mutating func reset() {
        self = Point()
    }
    func isToTheRightOf(x: Double) -> Bool {
        return self.x > x
    }
}

var somePoint = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")
print(somePoint.isToTheRightOf(x: 2.5), somePoint.isToTheRightOf(x: 3.0))
let copy = somePoint
somePoint.reset()
print(somePoint.x, somePoint.y, copy.x, copy.y)

struct Counter {
    var count = 0
    mutating func increment() { count += 1 }
    mutating func increment(by amount: Int) { count += amount }
    mutating func reset() { count = 0 }
}
var counter = Counter()
counter.increment()
counter.increment(by: 5)
print(counter.count)
counter.reset()
print(counter.count)

struct Stack {
    var items: [Int] = []
    mutating func push(_ v: Int) { items.append(v) }
    mutating func pop() -> Int? { return items.popLast() }
}
var s = Stack()
for i in 1...4 { s.push(i * i) }
print(s.pop()!, s.pop()!, s.items)
let describeRight = copy.isToTheRightOf
print(describeRight(0), describeRight(100))
// expect: The point is now at (3.0, 4.0)
// expect: true false
// expect: 0.0 0.0 3.0 4.0
// expect: 6
// expect: 0
// expect: 16 9 [1, 4]
// expect: true false

// Swift book style: instance methods, the self property and parameter shadowing
class Counter {
    var count = 0
    func increment() {
        count += 1
    }
    func increment(by amount: Int) {
        count += amount
    }
    func reset() {
        count = 0
    }
}

struct Point {
    var x = 0.0, y = 0.0
    func isToTheRightOf(x: Double) -> Bool {
        return self.x > x
    }
    func distanceSquared(to other: Point) -> Double {
        let dx = x - other.x
        let dy = self.y - other.y
        return dx * dx + dy * dy
    }
}

let counter = Counter()
print("start: \(counter.count)")
counter.increment()
print("after increment: \(counter.count)")
counter.increment(by: 5)
print("after increment(by: 5): \(counter.count)")
counter.reset()
print("after reset: \(counter.count)")

let somePoint = Point(x: 4.0, y: 5.0)
if somePoint.isToTheRightOf(x: 1.0) {
    print("This point is to the right of the line where x == 1.0")
}
print("right of 4.0? \(somePoint.isToTheRightOf(x: 4.0))")
print("distance squared: \(somePoint.distanceSquared(to: Point(x: 1.0, y: 1.0)))")

let incrementer = counter.increment(by:)
incrementer(3)
incrementer(4)
print("via method reference: \(counter.count)")
let pointMethod = Point.isToTheRightOf
print("unapplied method: \(pointMethod(somePoint)(3.5))")
// expect: start: 0
// expect: after increment: 1
// expect: after increment(by: 5): 6
// expect: after reset: 0
// expect: This point is to the right of the line where x == 1.0
// expect: right of 4.0? false
// expect: distance squared: 25.0
// expect: via method reference: 7
// expect: unapplied method: true

// Swift book style: instance methods, mutating methods and assigning to self
// Checks: mutating struct methods, assigning a new self in a struct, tri-state enum
// cycling via self assignment, methods with argument labels, self disambiguation.

final class Counter {
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

let counter = Counter()
counter.increment()
counter.increment(by: 5)
print("count \(counter.count)")
counter.reset()
print("count after reset \(counter.count)")

struct Location {
    var x = 0.0, y = 0.0
    func isToTheRightOf(x: Double) -> Bool {
        return self.x > x
    }
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
}

let somePoint = Location(x: 4.0, y: 5.0)
if somePoint.isToTheRightOf(x: 1.0) {
    print("This point is to the right of the line where x == 1.0")
}

var movable = Location(x: 1.0, y: 1.0)
movable.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(movable.x), \(movable.y))")

struct Spot {
    var x = 0, y = 0
    mutating func shift(dx: Int, dy: Int) {
        self = Spot(x: x + dx, y: y + dy)
    }
}
var spot = Spot(x: 1, y: 1)
spot.shift(dx: 10, dy: -4)
print("spot (\(spot.x), \(spot.y))")

enum LampSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off:
            self = .low
        case .low:
            self = .high
        case .high:
            self = .off
        }
    }
}
var ovenLight = LampSwitch.low
ovenLight.next()
print(ovenLight)
ovenLight.next()
print(ovenLight)
ovenLight.next()
print(ovenLight)

// Mutating method called through inout
func advanceTwice(_ s: inout LampSwitch) {
    s.next()
    s.next()
}
var lamp = LampSwitch.off
advanceTwice(&lamp)
print("lamp \(lamp)")

// Mutating method on array elements
var lamps: [LampSwitch] = [.off, .low, .high]
for i in lamps.indices {
    lamps[i].next()
}
print(lamps)

// Mutating method returning a value
struct Stack {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func pop() -> Int? { items.popLast() }
}
var stack = Stack()
stack.push(3)
stack.push(8)
print("popped \(stack.pop() ?? -1), popped \(stack.pop() ?? -1), popped \(stack.pop() ?? -1)")

// Enum with associated values replacing self
enum Tally {
    case empty
    case some(Int)
    mutating func add(_ n: Int) {
        switch self {
        case .empty: self = .some(n)
        case .some(let total): self = .some(total + n)
        }
    }
}
var tally = Tally.empty
tally.add(4)
tally.add(6)
if case .some(let total) = tally {
    print("tally total \(total)")
}

// Method references
let incrementRef = counter.increment(by:)
incrementRef(7)
incrementRef(3)
print("count via method reference \(counter.count)")

// expect: count 6
// expect: count after reset 0
// expect: This point is to the right of the line where x == 1.0
// expect: The point is now at (3.0, 4.0)
// expect: spot (11, -3)
// expect: high
// expect: off
// expect: low
// expect: lamp high
// expect: [main.LampSwitch.low, main.LampSwitch.high, main.LampSwitch.off]
// expect: popped 8, popped 3, popped -1
// expect: tally total 10
// expect: count via method reference 10

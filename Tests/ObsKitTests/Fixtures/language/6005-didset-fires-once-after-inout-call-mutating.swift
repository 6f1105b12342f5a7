// Stack Overflow style (property observers): didSet fires once after an inout call or a mutating method, not per change
struct Stats {
    var values: [Int] = []
    mutating func addThree() {
        values.append(1)
        values.append(2)
        values.append(3)
    }
}

final class Model {
    var stats = Stats() {
        willSet { print("willSet: old count", stats.values.count, "new count", newValue.values.count) }
        didSet { print("didSet: old", oldValue.values, "new", stats.values) }
    }
    var score = 0 {
        didSet { print("score", oldValue, "->", score) }
    }
}

func bump(_ n: inout Int) {
    n += 1
    n += 1
    n += 1
}

let m = Model()
print("mutating method:")
m.stats.addThree()
print("inout:")
bump(&m.score)
print("compound assignment:")
m.score += 5
print("assign same value:")
let same = m.score
m.score = same
print("nested property:")
m.stats.values[0] = 9

struct Wrapper {
    var inner = 0 {
        didSet { print("inner didSet", inner) }
    }
}
var w = Wrapper() {
    didSet { print("w didSet", w.inner) }
}
print("global with nested observer:")
w.inner = 7
bump(&w.inner)

// expect: mutating method:
// expect: willSet: old count 0 new count 3
// expect: didSet: old [] new [1, 2, 3]
// expect: inout:
// expect: score 0 -> 3
// expect: compound assignment:
// expect: score 3 -> 8
// expect: assign same value:
// expect: score 8 -> 8
// expect: nested property:
// expect: willSet: old count 3 new count 3
// expect: didSet: old [1, 2, 3] new [9, 2, 3]
// expect: global with nested observer:
// expect: inner didSet 7
// expect: w didSet 7
// expect: inner didSet 10
// expect: w didSet 10

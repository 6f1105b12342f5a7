// Compiler test style: inout — copy-in/copy-out semantics and avoiding overlapping access by copying first or using swapAt
func increment(_ x: inout Int, by step: Int) {
    x += step
}

func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}

var stepSize = 1
// increment(&stepSize, by: stepSize) is fine: the read of stepSize happens before the inout access begins
increment(&stepSize, by: stepSize)
print("stepSize: \(stepSize)")

var copyOfStep = stepSize
increment(&copyOfStep, by: 10)
stepSize = copyOfStep
print("stepSize via copy: \(stepSize)")

var p1 = 42, p2 = 30
balance(&p1, &p2)
print("balanced: \(p1) \(p2)")

// Distinct elements of an array: use swapAt rather than two inout accesses
var scores = [5, 1, 4, 2, 3]
scores.swapAt(0, 4)
print("after swapAt: \(scores)")
var first = scores[0], last = scores[4]
balance(&first, &last)
scores[0] = first
scores[4] = last
print("after balancing ends: \(scores)")

// Stored properties of a local struct may be passed separately
struct Player { var health: Int; var energy: Int }
func refill() {
    var hero = Player(health: 10, energy: 3)
    balance(&hero.health, &hero.energy)
    print("hero: \(hero.health) \(hero.energy)")
}
refill()

// inout with a computed property: get, mutate, then set
struct Temperature {
    var celsius: Int
    var fahrenheitTimesFive: Int {
        get { print("  get"); return celsius * 9 + 160 }
        set { print("  set \(newValue)"); celsius = (newValue - 160) / 9 }
    }
}
var t = Temperature(celsius: 10)
increment(&t.fahrenheitTimesFive, by: 45)
print("celsius now \(t.celsius)")

// inout parameters are written back even when the function throws after mutating
struct Failure: Error {}
func mutateThenThrow(_ v: inout [Int]) throws {
    v.append(99)
    throw Failure()
}
var list = [1, 2]
do { try mutateThenThrow(&list) } catch { print("caught, list = \(list)") }

// Writeback order with a dictionary subscript default
var tally: [String: Int] = [:]
for word in ["b", "a", "b", "c", "b"] { increment(&tally[word, default: 0], by: 1) }
print(tally.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))

// expect: stepSize: 2
// expect: stepSize via copy: 12
// expect: balanced: 36 36
// expect: after swapAt: [3, 1, 4, 2, 5]
// expect: after balancing ends: [4, 1, 4, 2, 4]
// expect: hero: 6 7
// expect:   get
// expect:   set 295
// expect: celsius now 15
// expect: caught, list = [1, 2, 99]
// expect: a=1 b=3 c=1

// Compiler test style: closure capture semantics — per-iteration loop bindings, shared captured vars, capture lists copying values, and captured references
var closures: [() -> Int] = []
for i in 0..<4 {
    closures.append { i * 10 }
}
print(closures.map { $0() })

// A variable declared outside the loop is shared by all closures.
var shared = 0
var sharedClosures: [() -> Int] = []
for _ in 0..<3 {
    shared += 1
    sharedClosures.append { shared }
}
shared = 100
print(sharedClosures.map { $0() })

// A capture list snapshots the value at closure creation.
var snapshotClosures: [() -> Int] = []
var counter = 0
for _ in 0..<3 {
    counter += 5
    snapshotClosures.append { [counter] in counter }
}
counter = -1
print(snapshotClosures.map { $0() })

// Variables declared inside the loop body are fresh per iteration.
var perIteration: [() -> String] = []
for word in ["a", "b", "c"] {
    var local = word
    perIteration.append { local += "!"; return local }
}
print(perIteration.map { $0() }, perIteration.map { $0() })

// While loops capture the single outer variable.
var whileClosures: [() -> Int] = []
var j = 0
while j < 3 {
    whileClosures.append { j }
    j += 1
}
print(whileClosures.map { $0() })

// Capturing a class instance shares the object; capture list of a struct copies it.
final class Box { var value = 0 }
struct Point { var x = 0 }
let box = Box()
var point = Point()
let readBox = { box.value }
let readPoint = { [point] in point.x }
let readPointLive = { point.x }
box.value = 7
point.x = 9
print(readBox(), readPoint(), readPointLive())

// Closures mutating a captured variable see each other's changes.
func makePair() -> (inc: () -> Void, get: () -> Int) {
    var n = 0
    return ({ n += 1 }, { n })
}
let pair = makePair()
pair.inc(); pair.inc(); pair.inc()
let other = makePair()
other.inc()
print(pair.get(), other.get())

// forEach with closures capturing the element.
var handlers: [String: () -> String] = [:]
["x", "y"].forEach { name in handlers[name] = { name.uppercased() } }
print(handlers.keys.sorted().map { handlers[$0]!() })

// Nested loops capture both indices.
var grid: [() -> String] = []
for r in 1...2 { for c in 1...2 { grid.append { "\(r)\(c)" } } }
print(grid.map { $0() }.joined(separator: " "))

// expect: [0, 10, 20, 30]
// expect: [100, 100, 100]
// expect: [5, 10, 15]
// expect: ["a!", "b!", "c!"] ["a!!", "b!!", "c!!"]
// expect: [3, 3, 3]
// expect: 7 0 9
// expect: 3 1
// expect: ["X", "Y"]
// expect: 11 12 21 22

// Blog style (batching): many writes in a function still deliver a single onChange
import Observation

@Observable
final class Matrix {
    var cells: [Int] = Array(repeating: 0, count: 4)
    var version = 0

    func fill(_ v: Int) {
        for i in cells.indices { cells[i] = v }
        version += 1
    }
}

let m = Matrix()
var callbacks = 0
withObservationTracking {
    _ = m.cells
    _ = m.version
} onChange: {
    callbacks += 1
    print("callback with cells \(m.cells), version \(m.version)")
}
m.fill(7)
m.fill(8)
print("callbacks: \(callbacks)")
print("cells \(m.cells) version \(m.version)")

var snapshots: [[Int]] = []
func snap() {
    withObservationTracking { snapshots.append(m.cells) } onChange: { snap() }
}
snap()
m.cells[0] = 1
m.cells[3] = 9
print(snapshots.count)
print(m.cells.reduce(0, +))
// expect: callback with cells [0, 0, 0, 0], version 0
// expect: callbacks: 1
// expect: cells [8, 8, 8, 8] version 2
// expect: 3
// expect: 26

// Compiler test style: observers and inout arguments — observed properties passed inout fire once after the call, mutating methods on observed properties, and computed property writeback
var log: [String] = []

struct Counter {
    var hits = 0
    mutating func hit(_ times: Int) {
        for _ in 0..<times { hits += 1 }
        log.append("hit x\(times)")
    }
}

final class Panel {
    var counter = Counter() {
        willSet { log.append("willSet counter \(counter.hits)->\(newValue.hits)") }
        didSet { log.append("didSet counter \(oldValue.hits)->\(counter.hits)") }
    }
    var title = "untitled" {
        didSet { log.append("title '\(oldValue)' -> '\(title)'") }
    }
    var upperTitle: String {
        get { log.append("get upperTitle"); return title.uppercased() }
        set { log.append("set upperTitle"); title = newValue.lowercased() }
    }
}

func appendSuffix(_ s: inout String, _ suffix: String) {
    log.append("in appendSuffix")
    s += suffix
    s += suffix
}

let panel = Panel()
appendSuffix(&panel.title, "!")
print(panel.title)
print(log.joined(separator: " | "))

// A mutating method on an observed struct property: one willSet/didSet pair.
log.removeAll()
panel.counter.hit(3)
print(panel.counter.hits, log.joined(separator: " | "))

// inout of a nested stored property of an observed property.
func double(_ x: inout Int) { x *= 2; log.append("doubled") }
log.removeAll()
double(&panel.counter.hits)
print(panel.counter.hits, log.joined(separator: " | "))

// Computed property passed inout: get, body, set.
log.removeAll()
appendSuffix(&panel.upperTitle, "?")
print(panel.title, log.joined(separator: " | "))

// Observed global variable and inout.
var total = 1 {
    didSet { log.append("total \(oldValue)->\(total)") }
}
func accumulate(_ x: inout Int, _ values: [Int]) { for v in values { x += v } }
log.removeAll()
accumulate(&total, [1, 2, 3])
total += 0
print(total, log)

// Observers fire even if the inout function doesn't change the value.
func noop(_ x: inout Int) {}
log.removeAll()
noop(&total)
noop(&panel.counter.hits)
print(log)

// Array element of an observed array property.
final class Board {
    var cells = [0, 0, 0] { didSet { log.append("cells \(oldValue)->\(cells)") } }
}
let board = Board()
log.removeAll()
double(&board.cells[1])
board.cells[2] += 5
board.cells.swapAt(0, 2)
print(board.cells)
print(log.joined(separator: " | "))

// expect: untitled!!
// expect: in appendSuffix | title 'untitled' -> 'untitled!!'
// expect: 3 hit x3 | willSet counter 0->3 | didSet counter 0->3
// expect: 6 doubled | willSet counter 3->6 | didSet counter 3->6
// expect: untitled!!?? get upperTitle | in appendSuffix | set upperTitle | title 'untitled!!' -> 'untitled!!??'
// expect: 7 ["total 1->7", "total 7->7"]
// expect: ["total 7->7", "willSet counter 6->6", "didSet counter 6->6"]
// expect: [5, 0, 0]
// expect: doubled | cells [0, 0, 0]->[0, 0, 0] | cells [0, 0, 0]->[0, 0, 5] | cells [0, 0, 5]->[5, 0, 0]

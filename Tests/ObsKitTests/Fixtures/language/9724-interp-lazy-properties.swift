// Swift compiler test/Interpreter style: lazy stored properties initialised on first access only, referencing self, reset by assignment, in structs (mutating getter) vs classes, lazy sequences
var initLog: [String] = []

final class DataImporter {
    let filename: String
    init(_ name: String) { filename = name; initLog.append("DataImporter(\(name))") }
}

class DataManager {
    let prefix: String
    lazy var importer = DataImporter(prefix + ".txt")
    lazy var summary: String = {
        initLog.append("summary computed")
        return "\(self.prefix): \(self.data.count) items"
    }()
    var data: [String] = []
    init(prefix: String) { self.prefix = prefix }
}

let manager = DataManager(prefix: "report")
manager.data.append("Some data")
manager.data.append("Some more data")
print("before access:", initLog)
print(manager.importer.filename)
print(manager.importer.filename)
print("after two accesses:", initLog)
print(manager.summary)
manager.data.append("third")
print(manager.summary, "(stale, computed once)")
manager.summary = "overridden"
print(manager.summary, initLog.count)

struct Circle {
    var radius: Double
    var computations = 0
    lazy var area: Double = {
        computations += 1
        return 3 * radius * radius
    }()
}
var circle = Circle(radius: 2)
print(circle.computations)
print(circle.area, circle.area, circle.computations)
circle.radius = 10
print(circle.area, "still cached")
var copy = circle
copy.area = 1
print(circle.area, copy.area)

struct Fresh {
    lazy var stamp: Int = Fresh.counter.next()
    static var counter = Counter()
}
struct Counter { var n = 0; mutating func next() -> Int { n += 1; return n } }
var f1 = Fresh(), f2 = Fresh()
print(f2.stamp, f1.stamp, f2.stamp)

var mapped: [Int] = []
let lazyMapped = [1, 2, 3, 4].lazy.map { x -> Int in mapped.append(x); return x * x }
print("nothing mapped yet:", mapped)
print(lazyMapped[2], mapped)
print(Array(lazyMapped.prefix(2)), mapped)

class Node {
    let id: Int
    lazy var label: String = "node-\(id)"
    init(id: Int) { self.id = id }
}
let nodes = (1...3).map(Node.init)
nodes[1].label = "custom"
print(nodes.map(\.label))

// expect: before access: []
// expect: report.txt
// expect: report.txt
// expect: after two accesses: ["DataImporter(report.txt)"]
// expect: report: 2 items
// expect: report: 2 items (stale, computed once)
// expect: overridden 2
// expect: 0
// expect: 12.0 12.0 1
// expect: 12.0 still cached
// expect: 12.0 1.0
// expect: 1 2 1
// expect: nothing mapped yet: []
// expect: 9 [3]
// expect: [1, 4] [3, 1, 2]
// expect: ["node-1", "custom", "node-3"]

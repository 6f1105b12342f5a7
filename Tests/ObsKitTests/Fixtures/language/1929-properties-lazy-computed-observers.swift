// Swift book style (Properties): lazy stored, computed, read-only and observed properties
class Importer {
    var filename = "data.txt"
    init() { print("Importer created") }
}
class DataManager {
    lazy var importer = Importer()
    var rows: [String] = []
}
let manager = DataManager()
manager.rows.append("row 1")
print("rows: \(manager.rows.count)")
print(manager.importer.filename)

struct Point { var x = 0, y = 0 }
struct Square {
    var origin = Point()
    var side = 0
    var center: Point {
        get { Point(x: origin.x + side / 2, y: origin.y + side / 2) }
        set {
            origin.x = newValue.x - side / 2
            origin.y = newValue.y - side / 2
        }
    }
    var area: Int { side * side }
}
var sq = Square(origin: Point(x: 0, y: 0), side: 10)
print("center \(sq.center.x),\(sq.center.y) area \(sq.area)")
sq.center = Point(x: 20, y: 20)
print("origin moved to \(sq.origin.x),\(sq.origin.y)")

class Pedometer {
    var steps: Int = 0 {
        willSet(next) { print("about to set steps to \(next)") }
        didSet {
            if steps > oldValue { print("added \(steps - oldValue) steps") }
        }
    }
}
let pedometer = Pedometer()
pedometer.steps = 120
pedometer.steps = 360
pedometer.steps = 300

var globalScore = 5 {
    didSet { print("score changed from \(oldValue) to \(globalScore)") }
}
globalScore += 7

// expect: rows: 1
// expect: Importer created
// expect: data.txt
// expect: center 5,5 area 100
// expect: origin moved to 15,15
// expect: about to set steps to 120
// expect: added 120 steps
// expect: about to set steps to 360
// expect: added 240 steps
// expect: about to set steps to 300
// expect: score changed from 5 to 12

// Swift book style: Properties: stored, lazy, computed, read-only, property observers
class DataImporter {
    var filename = "data.txt"
    init() { print("DataImporter created") }
}
class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
}
let manager = DataManager()
manager.data.append("Some data")
manager.data.append("Some more data")
print("data count \(manager.data.count)")
print(manager.importer.filename)
print(manager.importer.filename)

struct Point { var x = 0.0, y = 0.0 }
struct Size { var width = 0.0, height = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get {
            Point(x: origin.x + (size.width / 2), y: origin.y + (size.height / 2))
        }
        set {
            origin.x = newValue.x - (size.width / 2)
            origin.y = newValue.y - (size.height / 2)
        }
    }
}
var square = Rect(origin: Point(x: 0.0, y: 0.0), size: Size(width: 10.0, height: 10.0))
let initialSquareCenter = square.center
square.center = Point(x: 15.0, y: 15.0)
print("square.origin is now at (\(square.origin.x), \(square.origin.y)), was centered at \(initialSquareCenter.x)")
square.center.x += 5
print("after nudge origin x = \(square.origin.x)")

struct Cuboid {
    var width = 0.0, height = 0.0, depth = 0.0
    var volume: Double { width * height * depth }
}
let fourByFiveByTwo = Cuboid(width: 4.0, height: 5.0, depth: 2.0)
print("the volume of fourByFiveByTwo is \(fourByFiveByTwo.volume)")

class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) {
            print("About to set totalSteps to \(newTotalSteps)")
        }
        didSet {
            if totalSteps > oldValue {
                print("Added \(totalSteps - oldValue) steps")
            }
        }
    }
}
let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
stepCounter.totalSteps = 100

func double(_ value: inout Int) { value *= 2 }
double(&stepCounter.totalSteps)

struct Thermostat {
    var target = 20 {
        didSet { if target > 30 { target = 30 } }
    }
}
var thermostat = Thermostat()
thermostat.target = 45
print("target clamped to \(thermostat.target)")
var lazyCounter = 0
struct Report {
    lazy var summary: String = { lazyCounter += 1; return "summary #\(lazyCounter)" }()
}
var report = Report()
print(lazyCounter, report.summary, report.summary, lazyCounter)

// expect: data count 2
// expect: DataImporter created
// expect: data.txt
// expect: data.txt
// expect: square.origin is now at (10.0, 10.0), was centered at 5.0
// expect: after nudge origin x = 15.0
// expect: the volume of fourByFiveByTwo is 40.0
// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 100
// expect: About to set totalSteps to 200
// expect: Added 100 steps
// expect: target clamped to 30
// expect: 0 summary #1 summary #1 1

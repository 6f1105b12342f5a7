// Swift book style (Properties): stored, lazy, computed, read-only computed properties and observers
class DataImporter {
    let filename = "data.txt"
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
            Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        }
        set {
            origin.x = newValue.x - size.width / 2
            origin.y = newValue.y - size.height / 2
        }
    }
    var area: Double { size.width * size.height }
}
var square = Rect(origin: Point(x: 0, y: 0), size: Size(width: 10, height: 10))
let initialCenter = square.center
square.center = Point(x: 15, y: 15)
print("center was (\(initialCenter.x), \(initialCenter.y))")
print("origin is now at (\(square.origin.x), \(square.origin.y)), area \(square.area)")

class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotal) {
            print("About to set totalSteps to \(newTotal)")
        }
        didSet {
            if totalSteps > oldValue {
                print("Added \(totalSteps - oldValue) steps")
            }
        }
    }
}
let counter = StepCounter()
counter.totalSteps = 200
counter.totalSteps = 360
counter.totalSteps = 100

struct Thermometer {
    var celsius: Double = 0 {
        didSet {
            if celsius > 50 { celsius = 50 }
        }
    }
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
}
var th = Thermometer()
th.celsius = 20
print(th.fahrenheit)
th.celsius = 80
print(th.celsius, th.fahrenheit)

func bump(_ value: inout Int) { value += 1 }
bump(&counter.totalSteps)
print(counter.totalSteps)

var observedGlobal = 1 {
    didSet { print("global changed \(oldValue) -> \(observedGlobal)") }
}
observedGlobal *= 7

// expect: data count 2
// expect: DataImporter created
// expect: data.txt
// expect: data.txt
// expect: center was (5.0, 5.0)
// expect: origin is now at (10.0, 10.0), area 100.0
// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 100
// expect: 68.0
// expect: 50.0 122.0
// expect: About to set totalSteps to 101
// expect: Added 1 steps
// expect: 101
// expect: global changed 1 -> 7

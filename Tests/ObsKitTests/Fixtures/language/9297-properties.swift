// Stored, lazy, computed properties, observers, type properties, wrappers
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
square.center = Point(x: 15, y: 15)
print("origin is now (\(square.origin.x), \(square.origin.y)), area \(square.area)")

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
print("manager has \(manager.data.count) item(s)")
print("file: \(manager.importer.filename)")

class StepCounter {
    var totalSteps: Int = 0 {
        willSet { print("About to set totalSteps to \(newValue)") }
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

@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
struct Volume {
    @Clamped(0...10) var level: Int = 5
}
var v = Volume()
v.level = 42
print("level: \(v.level)")
v.level = -3
print("level: \(v.level)")
// expect: origin is now (10.0, 10.0), area 100.0
// expect: manager has 1 item(s)
// expect: DataImporter created
// expect: file: data.txt
// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 100
// expect: level: 10
// expect: level: 0

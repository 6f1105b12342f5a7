// Properties: lazy stored, computed with getters/setters, read-only, observers, type properties
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
print("manager ready with \(manager.data.count) item(s)")
print(manager.importer.filename)
print(manager.importer.filename)

struct Point { var x = 0.0, y = 0.0 }
struct Size { var width = 0.0, height = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
        set {
            origin.x = newValue.x - size.width / 2
            origin.y = newValue.y - size.height / 2
        }
    }
    var area: Double { size.width * size.height }
}
var square = Rect(origin: Point(x: 0, y: 0), size: Size(width: 10, height: 10))
square.center = Point(x: 15, y: 15)
print("origin is now at (\(square.origin.x), \(square.origin.y)), area \(square.area)")

class StepCounter {
    var totalSteps: Int = 0 {
        willSet { print("About to set totalSteps to \(newValue)") }
        didSet {
            if totalSteps > oldValue { print("Added \(totalSteps - oldValue) steps") }
        }
    }
}
let counter = StepCounter()
counter.totalSteps = 200
counter.totalSteps = 360
counter.totalSteps = 100

struct AudioChannel {
    static let thresholdLevel = 10
    static var maxInputLevel = 0
    var currentLevel: Int = 0 {
        didSet {
            if currentLevel > AudioChannel.thresholdLevel { currentLevel = AudioChannel.thresholdLevel }
            if currentLevel > AudioChannel.maxInputLevel { AudioChannel.maxInputLevel = currentLevel }
        }
    }
}
var left = AudioChannel(), right = AudioChannel()
left.currentLevel = 7
print(left.currentLevel, AudioChannel.maxInputLevel)
right.currentLevel = 11
print(right.currentLevel, AudioChannel.maxInputLevel)
// expect: manager ready with 1 item(s)
// expect: DataImporter created
// expect: data.txt
// expect: data.txt
// expect: origin is now at (10.0, 10.0), area 100.0
// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 100
// expect: 7 7
// expect: 10 10

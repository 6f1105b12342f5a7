// Swift book style (Properties): stored, lazy, computed, observers, property wrappers, type properties
struct FixedLengthRange {
    var firstValue: Int
    let length: Int
}
var r = FixedLengthRange(firstValue: 2, length: 3)
r.firstValue = 8
print(r.firstValue, r.length)
class DataImporter {
    var filename = "data.txt"
    init() { print("importer created") }
}
class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
}
let manager = DataManager()
manager.data.append("Some data")
print("before lazy")
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
print("origin (\(square.origin.x), \(square.origin.y)) area \(square.area)")
class StepCounter {
    var totalSteps: Int = 0 {
        willSet { print("About to set totalSteps to \(newValue)") }
        didSet {
            if totalSteps > oldValue { print("Added \(totalSteps - oldValue) steps") }
        }
    }
}
let sc = StepCounter()
sc.totalSteps = 120
sc.totalSteps = 300
@propertyWrapper
struct Capped {
    private var number = 0
    var wrappedValue: Int {
        get { number }
        set { number = min(newValue, 12) }
    }
}
struct Box {
    @Capped var height: Int
    @Capped var width: Int
}
var box = Box()
box.height = 10
box.width = 24
print(box.height, box.width)
struct AudioChannel {
    static let maxLevel = 10
    static var loudest = 0
    var level: Int = 0 {
        didSet {
            if level > AudioChannel.maxLevel { level = AudioChannel.maxLevel }
            if level > AudioChannel.loudest { AudioChannel.loudest = level }
        }
    }
}
var left = AudioChannel(), right = AudioChannel()
left.level = 7
right.level = 11
print(left.level, right.level, AudioChannel.loudest)
// expect: 8 3
// expect: before lazy
// expect: importer created
// expect: data.txt
// expect: origin (10.0, 10.0) area 100.0
// expect: About to set totalSteps to 120
// expect: Added 120 steps
// expect: About to set totalSteps to 300
// expect: Added 180 steps
// expect: 10 12
// expect: 7 10 10

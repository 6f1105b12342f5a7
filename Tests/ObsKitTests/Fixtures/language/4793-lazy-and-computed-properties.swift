// Swift book style: lazy stored properties and computed properties
// Checks: a lazy property is created only on first access (and once);
// computed getters/setters with and without newValue names; read-only computed properties;
// shorthand getter with implicit return.

final class DataImporter {
    let filename: String
    init(filename: String) {
        self.filename = filename
        print("DataImporter created for \(filename)")
    }
}

final class DataManager {
    lazy var importer = DataImporter(filename: "records.txt")
    var records: [String] = []
}

let manager = DataManager()
manager.records.append("first")
manager.records.append("second")
print("records so far: \(manager.records.count)")
print("importer file: \(manager.importer.filename)")
print("importer again: \(manager.importer.filename)")

struct Coordinate {
    var x = 0.0, y = 0.0
}
struct Extent {
    var width = 0.0, height = 0.0
}
struct Box {
    var origin = Coordinate()
    var extent = Extent()
    var middle: Coordinate {
        get {
            let midX = origin.x + (extent.width / 2)
            let midY = origin.y + (extent.height / 2)
            return Coordinate(x: midX, y: midY)
        }
        set(newMiddle) {
            origin.x = newMiddle.x - (extent.width / 2)
            origin.y = newMiddle.y - (extent.height / 2)
        }
    }
}

var square = Box(origin: Coordinate(x: 0.0, y: 0.0), extent: Extent(width: 10.0, height: 10.0))
let initialMiddle = square.middle
print("initial middle (\(initialMiddle.x), \(initialMiddle.y))")
square.middle = Coordinate(x: 15.0, y: 15.0)
print("origin now (\(square.origin.x), \(square.origin.y))")

struct CompactBox {
    var origin = Coordinate()
    var extent = Extent()
    var middle: Coordinate {
        get {
            Coordinate(x: origin.x + (extent.width / 2), y: origin.y + (extent.height / 2))
        }
        set {
            origin.x = newValue.x - (extent.width / 2)
            origin.y = newValue.y - (extent.height / 2)
        }
    }
}

var compact = CompactBox(origin: Coordinate(x: 2, y: 4), extent: Extent(width: 4, height: 8))
print("compact middle (\(compact.middle.x), \(compact.middle.y))")
compact.middle.x = 10
print("compact origin after middle.x = 10: (\(compact.origin.x), \(compact.origin.y))")

struct Crate {
    var width = 0.0, height = 0.0, depth = 0.0
    var volume: Double {
        width * height * depth
    }
}
let crate = Crate(width: 4.0, height: 5.0, depth: 2.0)
print("crate volume \(crate.volume)")

// lazy with a closure initializer that refers to self
final class Greeter {
    var name: String
    lazy var greeting: String = {
        print("computing greeting")
        return "Hello, \(self.name)!"
    }()
    init(name: String) { self.name = name }
}

let greeter = Greeter(name: "Ada")
greeter.name = "Grace"
print(greeter.greeting)
greeter.name = "Linus"
print(greeter.greeting)

// lazy in a struct requires var instance
struct Counter {
    var base: Int
    lazy var doubled: Int = base * 2
}
var counter = Counter(base: 21)
print("doubled \(counter.doubled)")
counter.base = 1
print("doubled stays \(counter.doubled)")

// computed property with side effects counting calls
final class Tracker {
    var reads = 0
    var value: Int {
        reads += 1
        return 7
    }
}
let tracker = Tracker()
_ = tracker.value
_ = tracker.value + tracker.value
print("reads \(tracker.reads)")

// expect: records so far: 2
// expect: DataImporter created for records.txt
// expect: importer file: records.txt
// expect: importer again: records.txt
// expect: initial middle (5.0, 5.0)
// expect: origin now (10.0, 10.0)
// expect: compact middle (4.0, 8.0)
// expect: compact origin after middle.x = 10: (8.0, 4.0)
// expect: crate volume 40.0
// expect: computing greeting
// expect: Hello, Grace!
// expect: Hello, Grace!
// expect: doubled 42
// expect: doubled stays 42
// expect: reads 3

// Compiler test style: static properties — stored statics initialized lazily on first access, computed statics, and statics mutated across instances
func trace(_ s: String) -> Int {
    print("init \(s)")
    return s.count
}

struct Config {
    static var loadCount = 0
    static let version = trace("version")
    static var maxItems = trace("maxItems") * 10
    static var summary: String { "v\(version) max=\(maxItems)" }
    static var doubled: Int {
        get { maxItems * 2 }
        set { maxItems = newValue / 2 }
    }
    let name: String
    init(name: String) {
        self.name = name
        Config.loadCount += 1
    }
}

print("start")
print("loadCount:", Config.loadCount)
print("version:", Config.version)
print("version again:", Config.version)
print("summary:", Config.summary)
Config.doubled = 100
print("maxItems after doubled set:", Config.maxItems)
_ = Config(name: "a")
_ = Config(name: "b")
print("loadCount:", Config.loadCount)

// Static stored properties in enums and classes
enum Limits {
    static let small = 10
    static let large = small * 100
    static var all: [Int] { [small, large] }
}
print(Limits.all)

class IDGenerator {
    static var next = 1
    let id: Int
    init() {
        id = IDGenerator.next
        IDGenerator.next += 1
    }
    static func reset() { next = 1 }
}
let ids = (0..<3).map { _ in IDGenerator().id }
print("ids:", ids)
IDGenerator.reset()
print("after reset:", IDGenerator().id)

// Static property on a generic type (computed only) and Self
struct Unit<T> {
    static var typeName: String { "\(T.self)" }
}
print(Unit<Int>.typeName, Unit<[String]>.typeName)

struct Point {
    var x = 0, y = 0
    static let origin = Point()
    static var unitX: Self { Self(x: 1, y: 0) }
}
print(Point.origin, Point.unitX)

// Static var with observers
struct Logger {
    static var level = 1 {
        willSet { print("level will change \(level) -> \(newValue)") }
        didSet { print("level did change \(oldValue) -> \(level)") }
    }
}
Logger.level = 3
Logger.level += 1

// expect: start
// expect: loadCount: 0
// expect: init version
// expect: version: 7
// expect: version again: 7
// expect: init maxItems
// expect: summary: v7 max=80
// expect: maxItems after doubled set: 50
// expect: loadCount: 2
// expect: [10, 1000]
// expect: ids: [1, 2, 3]
// expect: after reset: 1
// expect: Int Array<String>
// expect: Point(x: 0, y: 0) Point(x: 1, y: 0)
// expect: level will change 1 -> 3
// expect: level did change 1 -> 3
// expect: level will change 3 -> 4
// expect: level did change 3 -> 4

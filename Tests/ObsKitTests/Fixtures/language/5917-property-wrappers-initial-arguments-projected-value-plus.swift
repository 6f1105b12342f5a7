// Swift book style (Properties): property wrappers with initial arguments and a projected value, plus static and class type properties
@propertyWrapper
struct Limited {
    private var number = 0
    private(set) var projectedValue = false
    let maximum: Int
    init(wrappedValue: Int, maximum: Int) {
        self.maximum = maximum
        number = min(wrappedValue, maximum)
        projectedValue = wrappedValue > maximum
    }
    var wrappedValue: Int {
        get { number }
        set {
            projectedValue = newValue > maximum
            number = min(newValue, maximum)
        }
    }
}

struct Volume {
    @Limited(maximum: 11) var level: Int = 5
    @Limited(wrappedValue: 50, maximum: 20) var bass: Int
}
var v = Volume()
print(v.level, v.$level, v.bass, v.$bass)
v.level = 30
print(v.level, v.$level)
v.level = 4
print(v.level, v.$level)

@propertyWrapper
struct Trimmed {
    var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
import Foundation
struct Form { @Trimmed var name: String }
var f = Form(name: "  Kim  ")
print("[\(f.name)]")
f.name = " Lee"
print("[\(f.name)]")

func demo() {
    @Limited(maximum: 3) var local: Int = 9
    print("local", local, $local)
}
demo()

struct Audio {
    static let channels = 2
    static var maxLevel = 0
    var level = 0 {
        didSet { if level > Audio.maxLevel { Audio.maxLevel = level } }
    }
}
class Shape {
    class var sides: Int { 0 }
    static var created = 0
    init() { Shape.created += 1 }
}
class Triangle: Shape { override class var sides: Int { 3 } }
var left = Audio(), right = Audio()
left.level = 7
right.level = 4
print(Audio.maxLevel, Audio.channels)
_ = Triangle(); _ = Shape()
print(Shape.sides, Triangle.sides, Shape.created)

// expect: 5 false 20 true
// expect: 11 true
// expect: 4 false
// expect: [Kim]
// expect: [Lee]
// expect: local 3 true
// expect: 7 2
// expect: 0 3 2

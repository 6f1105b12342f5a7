// Swift book style: property wrappers with init arguments and projected values
// Checks: wrappedValue clamping, default wrapped values, init(wrappedValue:maximum:),
// projectedValue via $name, wrappers in structs and as local variables.

@propertyWrapper
struct AtMostTwelve {
    private var number = 0
    var wrappedValue: Int {
        get { number }
        set { number = min(newValue, 12) }
    }
}

struct SmallRect {
    @AtMostTwelve var height: Int
    @AtMostTwelve var width: Int
}

var rect = SmallRect()
print("initial height \(rect.height)")
rect.height = 10
print("height \(rect.height)")
rect.height = 24
print("height \(rect.height)")

@propertyWrapper
struct Bounded {
    private var maximum: Int
    private var number: Int
    var wrappedValue: Int {
        get { number }
        set { number = min(newValue, maximum) }
    }
    init() {
        maximum = 12
        number = 0
    }
    init(wrappedValue: Int) {
        maximum = 12
        number = min(wrappedValue, maximum)
    }
    init(wrappedValue: Int, maximum: Int) {
        self.maximum = maximum
        number = min(wrappedValue, maximum)
    }
}

struct NarrowRect {
    @Bounded var height: Int
    @Bounded var width: Int
}
let zero = NarrowRect()
print("narrow \(zero.height) \(zero.width)")

struct UnitRect {
    @Bounded var height: Int = 1
    @Bounded var width: Int = 1
}
var unit = UnitRect()
print("unit \(unit.height) \(unit.width)")
unit.width = 50
print("unit width capped \(unit.width)")

struct MixedRect {
    @Bounded(wrappedValue: 2, maximum: 5) var height: Int
    @Bounded(maximum: 9) var width: Int = 3
}
var mixed = MixedRect()
print("mixed \(mixed.height) \(mixed.width)")
mixed.height = 100
mixed.width = 100
print("mixed capped \(mixed.height) \(mixed.width)")

@propertyWrapper
struct Tracked {
    private var number: Int
    private(set) var projectedValue: Bool
    var wrappedValue: Int {
        get { number }
        set {
            if newValue > 12 {
                number = 12
                projectedValue = true
            } else {
                number = newValue
                projectedValue = false
            }
        }
    }
    init() {
        number = 0
        projectedValue = false
    }
}

struct Gadget {
    @Tracked var level: Int
    mutating func adjust(to value: Int) -> Bool {
        level = value
        return $level
    }
}
var gadget = Gadget()
gadget.level = 4
print("level \(gadget.level) adjusted? \(gadget.$level)")
gadget.level = 55
print("level \(gadget.level) adjusted? \(gadget.$level)")
print("adjust(to: 3) -> \(gadget.adjust(to: 3))")
print("adjust(to: 13) -> \(gadget.adjust(to: 13))")

// Wrapper applied to a local variable
func localDemo() {
    @AtMostTwelve var score: Int
    print("local score \(score)")
    score = 30
    print("local score \(score)")
}
localDemo()

// Wrapper that records history with a projected array
@propertyWrapper
struct History<Value> {
    private var values: [Value]
    var wrappedValue: Value {
        get { values[values.count - 1] }
        set { values.append(newValue) }
    }
    var projectedValue: [Value] { values }
    init(wrappedValue: Value) { values = [wrappedValue] }
}

final class Document {
    @History var title: String = "Untitled"
}
let doc = Document()
doc.title = "Draft"
doc.title = "Final"
print("title \(doc.title), history \(doc.$title)")

// expect: initial height 0
// expect: height 10
// expect: height 12
// expect: narrow 0 0
// expect: unit 1 1
// expect: unit width capped 12
// expect: mixed 2 3
// expect: mixed capped 5 9
// expect: level 4 adjusted? false
// expect: level 12 adjusted? true
// expect: adjust(to: 3) -> false
// expect: adjust(to: 13) -> true
// expect: local score 0
// expect: local score 12
// expect: title Final, history ["Untitled", "Draft", "Final"]

// Compiler test style: property wrappers with init arguments and projected values via $name
@propertyWrapper
struct SmallNumber {
    private var maximum: Int
    private var number: Int
    private(set) var projectedValue: Bool

    var wrappedValue: Int {
        get { return number }
        set {
            if newValue > maximum {
                number = maximum
                projectedValue = true
            } else {
                number = newValue
                projectedValue = false
            }
        }
    }

    init() {
        (maximum, number, projectedValue) = (12, 0, false)
    }
    init(wrappedValue: Int) {
        self.init()
        self.wrappedValue = wrappedValue
    }
    init(wrappedValue: Int, maximum: Int) {
        (self.maximum, number, projectedValue) = (maximum, 0, false)
        self.wrappedValue = wrappedValue
    }
}

struct Box {
    @SmallNumber var height: Int
    @SmallNumber var width: Int = 3
    @SmallNumber(wrappedValue: 4, maximum: 5) var depth: Int

    mutating func resize(to size: Int) -> Bool {
        height = size
        width = size
        depth = size
        return $height || $width || $depth
    }
}
var box = Box()
print(box.height, box.width, box.depth)
print(box.resize(to: 5), box.height, box.width, box.depth)
print(box.resize(to: 8), box.$depth, box.$width)
print(box.resize(to: 20), box.height, box.width, box.depth, box.$height)
// expect: 0 3 4
// expect: false 5 5 5
// expect: true true false
// expect: true 12 12 5 true

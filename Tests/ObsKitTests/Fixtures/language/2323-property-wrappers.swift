// Swift book style: Properties: property wrappers, initial values, projected values
@propertyWrapper
struct TwelveOrLess {
    private var number = 0
    var wrappedValue: Int {
        get { number }
        set { number = min(newValue, 12) }
    }
}
struct SmallRectangle {
    @TwelveOrLess var height: Int
    @TwelveOrLess var width: Int
}
var rectangle = SmallRectangle()
var seen = [rectangle.height]
rectangle.height = 10
seen.append(rectangle.height)
rectangle.height = 24
print(seen, rectangle.height)

@propertyWrapper
struct SmallNumber {
    private var maximum: Int
    private var number: Int
    private(set) var projectedValue: Bool
    var wrappedValue: Int {
        get { number }
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
    init() { maximum = 12; number = 0; projectedValue = false }
    init(wrappedValue: Int) { maximum = 12; number = min(wrappedValue, maximum); projectedValue = false }
    init(wrappedValue: Int, maximum: Int) { self.maximum = maximum; number = min(wrappedValue, maximum); projectedValue = false }
}
struct ZeroRectangle { @SmallNumber var height: Int; @SmallNumber var width: Int }
struct UnitRectangle { @SmallNumber var height: Int = 1; @SmallNumber var width: Int = 1 }
struct NarrowRectangle {
    @SmallNumber(wrappedValue: 2, maximum: 5) var height: Int
    @SmallNumber(wrappedValue: 3, maximum: 4) var width: Int
}
let zeroRectangle = ZeroRectangle(), unitRectangle = UnitRectangle()
print(zeroRectangle.height, zeroRectangle.width, unitRectangle.height, unitRectangle.width)
var narrowRectangle = NarrowRectangle()
print(narrowRectangle.height, narrowRectangle.width)
narrowRectangle.height = 100
narrowRectangle.width = 100
print(narrowRectangle.height, narrowRectangle.width)

struct SomeStructure { @SmallNumber var someNumber: Int }; var someStructure = SomeStructure()
someStructure.someNumber = 4
print(someStructure.$someNumber)
someStructure.someNumber = 55
print(someStructure.$someNumber, someStructure.someNumber)
enum Size { case small, large }
struct SizedRectangle {
    @SmallNumber var height: Int
    @SmallNumber var width: Int
    mutating func resize(to size: Size) -> Bool {
        switch size {
        case .small: height = 10; width = 20
        case .large: height = 100; width = 100
        }
        return $height || $width
    }
}
var sized = SizedRectangle()
print(sized.resize(to: .small), sized.height, sized.width)
print(sized.resize(to: .large), sized.height, sized.width)
@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = String(newValue.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
func makeLabel() -> String {
    @Trimmed var label = "   padded title  "
    label += "!  "
    return "[\(label)]"
}
print(makeLabel())

// expect: [0, 10] 12
// expect: 0 0 1 1
// expect: 2 3
// expect: 5 4
// expect: false
// expect: true 12
// expect: true 10 12
// expect: true 12 12
// expect: [padded title!]

// Swift book style: property wrappers TwelveOrLess and SmallNumber with initializer arguments
@propertyWrapper
struct TwelveOrLess {
    private var number = 0
    var wrappedValue: Int { get { number } set { number = min(newValue, 12) } }
}

struct SmallRectangle {
    @TwelveOrLess var height: Int
    @TwelveOrLess var width: Int
}

var rectangle = SmallRectangle()
print(rectangle.height)
rectangle.height = 10
rectangle.width = 24
print(rectangle.height, rectangle.width)

@propertyWrapper
struct SmallNumber {
    private var maximum: Int
    private var number: Int
    var wrappedValue: Int { get { number } set { number = min(newValue, maximum) } }
    init() { maximum = 12; number = 0 }
    init(wrappedValue: Int) { maximum = 12; number = min(wrappedValue, maximum) }
    init(wrappedValue: Int, maximum: Int) {
        self.maximum = maximum
        number = min(wrappedValue, maximum)
    }
}

struct ZeroRectangle {
    @SmallNumber var height: Int
    @SmallNumber var width: Int
}
var zeroRectangle = ZeroRectangle()
print(zeroRectangle.height, zeroRectangle.width)

struct UnitRectangle {
    @SmallNumber var height: Int = 1
    @SmallNumber var width: Int = 1
}
var unitRectangle = UnitRectangle()
print(unitRectangle.height, unitRectangle.width)

struct NarrowRectangle {
    @SmallNumber(wrappedValue: 2, maximum: 5) var height: Int
    @SmallNumber(wrappedValue: 3, maximum: 4) var width: Int
}
var narrowRectangle = NarrowRectangle()
print(narrowRectangle.height, narrowRectangle.width)
narrowRectangle.height = 100; narrowRectangle.width = 100
print(narrowRectangle.height, narrowRectangle.width)

struct MixedRectangle {
    @SmallNumber var height: Int = 1
    @SmallNumber(maximum: 9) var width: Int = 2
}
var mixedRectangle = MixedRectangle()
print(mixedRectangle.height)
mixedRectangle.height = 20
print(mixedRectangle.height)
mixedRectangle.width = 20
print(mixedRectangle.width)
// expect: 0
// expect: 10 12
// expect: 0 0
// expect: 1 1
// expect: 2 3
// expect: 5 4
// expect: 1
// expect: 12
// expect: 9

// Book style (Properties): property wrappers with initial values, configuration arguments and projected values
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
        maximum = 12
        number = 0
        projectedValue = false
    }
    init(wrappedValue: Int) {
        maximum = 12
        number = min(wrappedValue, maximum)
        projectedValue = false
    }
    init(wrappedValue: Int, maximum: Int) {
        self.maximum = maximum
        number = min(wrappedValue, maximum)
        projectedValue = false
    }
}

struct ZeroRectangle {
    @SmallNumber var height: Int
    @SmallNumber var width: Int
}
var zeroRectangle = ZeroRectangle()
print(zeroRectangle.height, zeroRectangle.width)

struct MixedRectangle {
    @SmallNumber var height: Int = 1
    @SmallNumber(maximum: 9) var width: Int = 2
}
var mixed = MixedRectangle()
print(mixed.height)
mixed.height = 20
print(mixed.height, mixed.$height)
mixed.width = 20
print(mixed.width, mixed.$width)
mixed.width = 5
print(mixed.width, mixed.$width)

enum Size { case small, large }
struct SizedRectangle {
    @SmallNumber var height: Int
    @SmallNumber var width: Int

    mutating func resize(to size: Size) -> Bool {
        switch size {
        case .small:
            height = 10
            width = 20
        case .large:
            height = 100
            width = 100
        }
        return $height || $width
    }
}
var sized = SizedRectangle()
print(sized.resize(to: .small), sized.height, sized.width)
print(sized.resize(to: .large), sized.height, sized.width)

@propertyWrapper
struct Logged<Value> {
    private var value: Value
    private(set) var history: [Value] = []
    init(wrappedValue: Value) { value = wrappedValue }
    var wrappedValue: Value {
        get { value }
        set { history.append(value); value = newValue }
    }
    var projectedValue: [Value] { history }
}
struct Settings {
    @Logged var volume = 3
}
var settings = Settings()
settings.volume = 5
settings.volume = 8
print(settings.volume, settings.$volume)

// expect: 0 0
// expect: 1
// expect: 12 true
// expect: 9 true
// expect: 5 false
// expect: true 10 12
// expect: true 12 12
// expect: 8 [3, 5]

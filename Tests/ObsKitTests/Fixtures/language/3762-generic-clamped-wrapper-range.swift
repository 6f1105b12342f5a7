// Swift book style: generic Clamped wrapper with a range argument and projectedValue exposing the wrapper
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: Clamped<Value> {
        get { self }
        set { self = newValue }
    }
    var isAtLimit: Bool { value == range.lowerBound || value == range.upperBound }
}

struct Color {
    @Clamped(0...255) var red: Int = 300
    @Clamped(0...255) var green: Int = 128
    @Clamped(0.0...1.0) var alpha: Double = 0.5
    var hex: String {
        let digits = Array("0123456789ABCDEF")
        func h(_ v: Int) -> String { "\(digits[v / 16])\(digits[v % 16])" }
        return "#" + h(red) + h(green)
    }
}

var c = Color()
print(c.red, c.green, c.alpha)
print(c.$red.range, c.$red.isAtLimit, c.$green.isAtLimit)
c.green = -20
c.alpha = 3.5
print(c.green, c.alpha, c.hex)
c.red = 171
c.green = 205
print(c.hex)

var other = c.$red
other.wrappedValue = 999
print(other.wrappedValue, c.red)
c.$red = Clamped(wrappedValue: 5, 10...20)
print(c.red, c.$red.range)
c.red = 50
print(c.red)

struct Temperature {
    @Clamped(-40...50) var celsius: Int = 20
}
let temps = [-100, -40, 0, 49, 50, 51].map { t -> String in
    var x = Temperature()
    x.celsius = t
    return "\(x.celsius)\(x.$celsius.isAtLimit ? "!" : "")"
}
print(temps.joined(separator: " "))
// expect: 255 128 0.5
// expect: 0...255 true false
// expect: 0 1.0 #FF00
// expect: #ABCD
// expect: 255 171
// expect: 10 10...20
// expect: 20
// expect: -40! -40! 0 49 50! 50!

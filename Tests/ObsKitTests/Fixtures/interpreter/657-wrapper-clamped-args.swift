// A property wrapper with extra attribute arguments: @Clamped(0...10) keeps values in range.
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
struct Speaker {
    @Clamped(0...10) var volume: Int = 5
    @Clamped(-3...3) var balance: Int = 9
}
var s = Speaker()
print(s.volume, s.balance)
s.volume = 15
print(s.volume)
s.volume -= 20
print(s.volume)
s.balance = -2
print(s.balance)

// expect: 5 3
// expect: 10
// expect: 0
// expect: -2

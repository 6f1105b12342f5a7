// Language Reference style (attributes): @propertyWrapper with wrappedValue, projectedValue, init arguments, and wrapped parameters
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    var projectedValue: String { "\(value) in \(range)" }
    init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
struct Volume {
    @Clamped(0...10) var level: Int = 15
    @Clamped(wrappedValue: 3, -5...5) var balance: Int
}
var v = Volume()
print(v.level, v.balance, v.$level)
v.level = -4; v.balance += 10
print(v.level, v.balance, v.$balance)

@propertyWrapper
struct Logged<T> {
    var wrappedValue: T { didSet { history.append("\(wrappedValue)") } }
    var history: [String] = []
    var projectedValue: Logged<T> { self }
    init(wrappedValue: T) { self.wrappedValue = wrappedValue }
}
struct Form { @Logged var name = "a" }
var f = Form()
f.name = "b"; f.name += "c"
print(f.name, f.$name.history)

@propertyWrapper
struct Uppercased {
    var wrappedValue: String { didSet { wrappedValue = wrappedValue.uppercased() } }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue.uppercased() }
}
func shout(@Uppercased _ text: String) -> String { text + "!" }
print(shout("hello"))
func local() {
    @Uppercased var word = "local"
    print(word)
    word = "changed"
    print(word)
}
local()
@propertyWrapper
struct Defaulted { var wrappedValue: Int = 42 }
struct Cfg { @Defaulted var answer: Int }
print(Cfg().answer, Cfg(answer: Defaulted(wrappedValue: 7)).answer)
class Model {
    @Clamped(1...3) var stars = 2
}
let m = Model()
m.stars = 99
print(m.stars, m.$stars)

// expect: 10 3 10 in 0...10
// expect: 0 5 5 in -5...5
// expect: bc ["b", "bc"]
// expect: HELLO!
// expect: LOCAL
// expect: CHANGED
// expect: 42 7
// expect: 3 3 in 1...3

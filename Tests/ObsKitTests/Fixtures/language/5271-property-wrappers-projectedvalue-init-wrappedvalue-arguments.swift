// Evolution proposal style (SE-0258): property wrappers with projectedValue, init(wrappedValue:), arguments and composition
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Int> { range }
}
@propertyWrapper
struct History<T> {
    private(set) var values: [T]
    init(wrappedValue: T) { values = [wrappedValue] }
    var wrappedValue: T { get { values.last! } set { values.append(newValue) } }
    var projectedValue: [T] { values }
}
@propertyWrapper
struct Uppercased { var wrappedValue: String { didSet { wrappedValue = wrappedValue.uppercased() } }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue.uppercased() } }
struct Settings {
    @Clamped(0...10) var volume = 15
    @History var name = "start"
    @Uppercased var code = "abc"
}
var s = Settings()
print(s.volume, s.$volume)
s.volume = -3
print(s.volume)
s.volume += 7
print(s.volume)
s.name = "second"
s.name = "third"
print(s.name, s.$name)
s.code = "xyz"
print(s.code)
let custom = Settings(volume: 4, name: "n", code: "q")
print(custom.volume, custom.name, custom.code)
func useLocal() {
    @History var local = 1
    local = 2
    local += 5
    print(local, $local)
}
useLocal()
@propertyWrapper
final class Box<T> { var wrappedValue: T; init(wrappedValue: T) { self.wrappedValue = wrappedValue } }
struct Shared { @Box var n = 0 }
let a = Shared()
var b = a
b.n = 9
print(a.n, b.n)
func clampedParam(@Clamped(1...3) _ x: Int) -> Int { x }
print(clampedParam(99), clampedParam(-1), clampedParam(2))

// expect: 10 0...10
// expect: 0
// expect: 7
// expect: third ["start", "second", "third"]
// expect: XYZ
// expect: 4 n Q
// expect: 7 [1, 2, 7]
// expect: 9 9
// expect: 3 1 2

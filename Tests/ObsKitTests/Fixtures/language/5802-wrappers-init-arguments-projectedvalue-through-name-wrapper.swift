// Compiler test style (property wrappers with projections): wrappers with init arguments, projectedValue through $name, and wrapper state
@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    var projectedValue: Bool { range.contains(rawSet) }
    private var rawSet: Int
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.rawSet = wrappedValue
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { rawSet = newValue; value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

@propertyWrapper
struct History<T> {
    private(set) var values: [T]
    init(wrappedValue: T) { values = [wrappedValue] }
    var wrappedValue: T { get { values.last! } set { values.append(newValue) } }
    var projectedValue: History<T> { get { self } set { self = newValue } }
    mutating func undo() { if values.count > 1 { values.removeLast() } }
}

struct Player {
    @Clamped(0...100) var health: Int = 150
    @Clamped(1...10) var level = 1
    @History var name: String = "anon"
}

var p = Player()
print(p.health, p.$health, p.level, p.$level)
p.health = 40
print(p.health, p.$health)
p.health = -5
print(p.health, p.$health)
p.level = 11
print(p.level, p.$level)

p.name = "ann"
p.name = "annie"
print(p.name, p.$name.values)
p.$name.undo()
print(p.name, p.$name.values.count)

@propertyWrapper
struct Uppercased {
    var wrappedValue: String { didSet { wrappedValue = wrappedValue.uppercased() } }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue.uppercased() }
}
struct Label { @Uppercased var text: String }
var l = Label(text: "hello")
print(l.text)
l.text = "again"
print(l.text)

@propertyWrapper
struct Counted {
    var wrappedValue: Int { didSet { writes += 1 } }
    var writes = 0
    var projectedValue: Int { writes }
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
}
final class Stats { @Counted var hits = 0 }
let s = Stats()
for _ in 0..<5 { s.hits += 2 }
print(s.hits, s.$hits)

// expect: 100 false 1 true
// expect: 40 true
// expect: 0 false
// expect: 10 false
// expect: annie ["anon", "ann", "annie"]
// expect: ann 2
// expect: HELLO
// expect: AGAIN
// expect: 10 5

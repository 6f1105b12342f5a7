// Swift Evolution style: SE-0258 property wrappers with projected values
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
    var projectedValue: ClosedRange<Value> { range }
}

@propertyWrapper
struct Tracked<Value> {
    private(set) var history: [Value]
    init(wrappedValue: Value) { history = [wrappedValue] }
    var wrappedValue: Value {
        get { history.last! }
        set { history.append(newValue) }
    }
    var projectedValue: [Value] { history }
}

@propertyWrapper
struct Trimmed {
    private var text = ""
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: " ") }
    }
}

extension String {
    func trimmingCharacters(in ch: Character) -> String {
        var s = Substring(self)
        while s.first == ch { s = s.dropFirst() }
        while s.last == ch { s = s.dropLast() }
        return String(s)
    }
}

struct Player {
    @Trimmed var name: String = ""
    @Clamped(0...100) var health: Int = 100
    @Clamped(1...10) var level: Int = 1
    @Tracked var position: String = "start"
}

var p = Player()
p.name = "   Zelda  "
print("[\(p.name)]")
p.health -= 30
print(p.health)
p.health -= 200
print(p.health, "range", p.$health)
p.health = 500
print(p.health)
p.level = 0
print(p.level, p.$level.upperBound)
p.position = "forest"
p.position = "cave"
p.position = "castle"
print(p.position)
print(p.$position)
print(p.$position.count)

// Property wrapper on a local variable
func demo() {
    @Clamped(-5...5) var x = 12
    print("local x", x)
    x = -9
    print("local x", x, $x)
    @Tracked var steps = 0
    for i in 1...4 { steps += i }
    print("steps", steps, $steps)
}
demo()

// expect: [Zelda]
// expect: 70
// expect: 0 range 0...100
// expect: 100
// expect: 1 10
// expect: castle
// expect: ["start", "forest", "cave", "castle"]
// expect: 4
// expect: local x 5
// expect: local x -5 -5...5
// expect: steps 10 [0, 1, 3, 6, 10]

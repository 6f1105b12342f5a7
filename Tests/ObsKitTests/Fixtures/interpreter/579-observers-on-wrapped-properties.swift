// Observers on a property wrapped by a script's own wrapper run around its setter: in the type's init too, again
// for a write from inside one, and a didSet that never reads oldValue fetches none (expected output from swiftc 6.3.1 on Linux)
@propertyWrapper
struct Clamped {
    private var value: Int
    let limit: Int
    init(wrappedValue: Int, limit: Int) { self.limit = limit; value = min(wrappedValue, limit) }
    var wrappedValue: Int {
        get { print("  get \(value)"); return value }
        set { print("  set \(newValue)"); value = min(newValue, limit) }
    }
}

struct Gauge {
    @Clamped(limit: 10) var level = 0 {
        willSet { print("willSet \(level) -> \(newValue)") }
        didSet {
            print("didSet \(oldValue) -> \(level)")
            if level == 7 { level = 8 }
        }
    }
    var note = ""
    init() { level = 5; print("init done") }
    mutating func bump(_ by: Int) { level += by }
}

var g = Gauge()
g.level = 3
g.bump(20)
g.level = 7
print(g.level)

final class Meter {
    @Clamped(limit: 100) var reading = 1 {
        didSet { print("reading now \(reading)") }
    }
    var log: [Int] = []
}
let m = Meter()
m.reading = 500
m.reading -= 40
print(m.log, m.reading)

// expect:   get 0
// expect:   get 0
// expect: willSet 0 -> 5
// expect:   set 5
// expect:   get 5
// expect: didSet 0 -> 5
// expect:   get 5
// expect: init done
// expect:   get 5
// expect:   get 5
// expect: willSet 5 -> 3
// expect:   set 3
// expect:   get 3
// expect: didSet 5 -> 3
// expect:   get 3
// expect:   get 3
// expect:   get 3
// expect:   get 3
// expect: willSet 3 -> 23
// expect:   set 23
// expect:   get 10
// expect: didSet 3 -> 10
// expect:   get 10
// expect:   get 10
// expect:   get 10
// expect: willSet 10 -> 7
// expect:   set 7
// expect:   get 7
// expect: didSet 10 -> 7
// expect:   get 7
// expect:   get 7
// expect:   get 7
// expect: willSet 7 -> 8
// expect:   set 8
// expect:   get 8
// expect: didSet 7 -> 8
// expect:   get 8
// expect:   get 8
// expect: 8
// expect:   set 500
// expect:   get 100
// expect: reading now 100
// expect:   get 100
// expect:   set 60
// expect:   get 60
// expect: reading now 60
// expect:   get 60
// expect: [] 60

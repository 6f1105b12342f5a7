// Swift book style (Access Control): private(set) counters, fileprivate helpers, private members reached from extensions in the same file, and public-style getters
struct EditTracker {
    private(set) var edits = 0
    var text: String = "" {
        didSet { edits += 1 }
    }
    private var history: [String] = []
    mutating func save() { history.append(text) }
    var saved: Int { history.count }
}
var doc = EditTracker()
doc.text = "a"
doc.text += "b"
doc.text += "c"
doc.save()
print(doc.text, doc.edits, doc.saved)

fileprivate func secretHash(_ s: String) -> Int {
    s.unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) % 1000 }
}
class Vault {
    private var code: Int
    private(set) var attempts = 0
    public private(set) var opened = false
    init(phrase: String) { code = secretHash(phrase) }
    func tryOpen(_ phrase: String) -> Bool {
        attempts += 1
        opened = secretHash(phrase) == code
        return opened
    }
}
extension Vault {
    var hint: Int { code % 10 }
    func reset(to phrase: String) { code = secretHash(phrase); opened = false }
}
let vault = Vault(phrase: "open sesame")
print(vault.tryOpen("abc"), vault.tryOpen("open sesame"), vault.attempts, vault.opened)
print(vault.hint)
vault.reset(to: "new")
print(vault.opened, vault.tryOpen("new"))

struct Temperature {
    private var kelvin: Double
    init(celsius: Double) { kelvin = celsius + 273.15 }
    var celsius: Double {
        get { kelvin - 273.15 }
        set { kelvin = max(0, newValue + 273.15) }
    }
}
var t = Temperature(celsius: 20)
t.celsius -= 400
print(t.celsius)

internal enum Level: Int, Comparable {
    case low = 1, mid, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
private struct Config { static let defaultLevel = Level.mid }
print(Config.defaultLevel, Level.high > Config.defaultLevel)
class Counter {
    private(set) static var instances = 0
    init() { Counter.instances += 1 }
}
_ = [Counter(), Counter(), Counter()]
print("instances", Counter.instances)

// expect: abc 3 1
// expect: false true 2 true
// expect: 4
// expect: false true
// expect: -273.15
// expect: mid true
// expect: instances 3

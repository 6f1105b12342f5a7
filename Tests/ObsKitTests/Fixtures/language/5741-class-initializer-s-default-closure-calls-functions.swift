// Swift compiler execution test style (function values and defaults): a class initializer's default closure calls functions; a declared function of an inout parameter called through a variable and a parameter; a memberwise initializer passes a wrapper's autoclosure on unevaluated
final class Reporter {
    let prefix: String
    let emit: (String) -> Void
    init(prefix: String = "log", emit: @escaping (String) -> Void = { print("default:", $0.uppercased()) }) {
        self.prefix = prefix
        self.emit = emit
        emit("\(prefix) ready")
    }
}
let reporter = Reporter()
reporter.emit("second")
_ = Reporter(prefix: "custom") { print("given:", $0) }

func bump(_ value: inout Int) { value += 10 }
func twice(_ value: inout Int, by step: Int) { value *= step }
var score = 1
let step = bump
step(&score)
print("after step:", score)
let scale: (inout Int, Int) -> Void = twice
scale(&score, 3)
print("after scale:", score)
func applyAll(_ actions: [(inout Int) -> Void], to value: inout Int) {
    for action in actions { action(&value) }
}
applyAll([bump, { $0 -= 1 }, bump], to: &score)
print("after all:", score)

@propertyWrapper
struct Deferred<Value> {
    var wrappedValue: Value
    init(wrappedValue: @autoclosure () -> Value) {
        print("Deferred init starts")
        self.wrappedValue = wrappedValue()
    }
}
func expensive(_ label: String) -> String {
    print("computing \(label)")
    return label
}
struct Settings {
    @Deferred var theme: String
    var size: Int
}
let settings = Settings(theme: expensive("dark"), size: 12)
print(settings.theme, settings.size)

// expect: default: LOG READY
// expect: default: SECOND
// expect: given: custom ready
// expect: after step: 11
// expect: after scale: 33
// expect: after all: 52
// expect: Deferred init starts
// expect: computing dark
// expect: dark 12

// Hacking with Swift style: @autoclosure asserts and lazy logging, short-circuit evaluation visible through side effects
var evaluations = 0
func expensive(_ label: String) -> Bool {
    evaluations += 1
    print("evaluating \(label)")
    return label.count > 3
}

func logIf(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition { print("LOG:", message()) }
}

func firstTrue(_ a: @autoclosure () -> Bool, _ b: @autoclosure () -> Bool) -> Bool {
    a() || b()
}

func orDefault<T>(_ value: T?, _ fallback: @autoclosure () -> T) -> T {
    if let v = value { return v }
    return fallback()
}

logIf(false, "never \(expensive("hidden"))")
logIf(true, "shown \(expensive("visible"))")
print(firstTrue(expensive("long"), expensive("x")))
print(firstTrue(expensive("ab"), expensive("abcd")))
print(orDefault(5, { print("fallback!"); return 0 }()))
print(orDefault(nil, { print("fallback!"); return 0 }()))
print("evaluations:", evaluations)

// expect: evaluating visible
// expect: LOG: shown true
// expect: evaluating long
// expect: true
// expect: evaluating ab
// expect: evaluating abcd
// expect: true
// expect: 5
// expect: fallback!
// expect: 0
// expect: evaluations: 4

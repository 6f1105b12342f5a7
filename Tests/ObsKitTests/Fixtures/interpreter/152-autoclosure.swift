// @autoclosure delays evaluation of an argument
func expensive(_ label: String) -> Int {
    print("evaluating \(label)")
    return 42
}

func logIf(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled {
        print("LOG:", message())
    }
}

func firstNonZero(_ a: Int, _ b: @autoclosure () -> Int) -> Int {
    a != 0 ? a : b()
}

logIf(false, "value \(expensive("A"))")
logIf(true, "value \(expensive("B"))")
print(firstNonZero(5, expensive("C")))
print(firstNonZero(0, expensive("D")))

// expect: evaluating B
// expect: LOG: value 42
// expect: 5
// expect: evaluating D
// expect: 42

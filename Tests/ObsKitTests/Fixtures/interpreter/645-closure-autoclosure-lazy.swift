// @autoclosure delays evaluation of an argument until (and unless) it is used.
func expensive(_ label: String) -> Bool {
    print("evaluating \(label)")
    return true
}
func logIf(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("log: \(message())") }
}
func both(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool {
    a ? b() : false
}
func makeMessage() -> String {
    print("building message")
    return "hello"
}
logIf(false, makeMessage())
logIf(true, makeMessage())
print(both(false, expensive("second")))
print(both(true, expensive("second")))
func later(_ v: @autoclosure @escaping () -> Int) -> () -> Int { v }
var n = 1
let f = later(n * 100)
n = 5
print(f())

// expect: building message
// expect: log: hello
// expect: false
// expect: evaluating second
// expect: true
// expect: 500

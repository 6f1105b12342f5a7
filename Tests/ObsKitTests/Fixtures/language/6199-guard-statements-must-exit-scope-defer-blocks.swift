// Language Reference style (statements): guard statements that must exit scope, and defer blocks run in reverse order on every exit path
func check(_ v: Int?) -> String {
    guard let v = v else { return "nil" }
    guard v >= 0, v < 100 else { return "out of range \(v)" }
    guard case 0...9 = v else { return "two digits \(v)" }
    return "digit \(v)"
}
print([nil, -1, 50, 7, 200].map(check))

func loopGuard() {
    for i in 0..<5 {
        guard i % 2 == 0 else { continue }
        print("even", i)
    }
}
loopGuard()

func deferOrder() {
    defer { print("first declared, runs last") }
    defer { print("second declared") }
    do {
        defer { print("inner scope exit") }
        print("in inner scope")
    }
    print("body end")
}
deferOrder()

enum E: Error { case boom }
func throwing(_ f: Bool) throws -> String {
    defer { print("cleanup for \(f)") }
    if f { throw E.boom }
    return "ok"
}
print(try! throwing(false))
print((try? throwing(true)) as Any)

func deferValue() -> [Int] {
    var log: [Int] = []
    defer { log.append(99) }
    log.append(1)
    return log
}
print(deferValue())
func loopDefer() {
    for i in 1...3 {
        defer { print("leave", i) }
        if i == 2 { continue }
        print("work", i)
    }
}
loopDefer()
func guardThrow(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw E.boom }
    return n
}
print((try? guardThrow("12")) as Any, (try? guardThrow("x")) as Any)
func nestedDefer() {
    defer {
        defer { print("nested defer inner") }
        print("nested defer outer")
    }
    print("nestedDefer body")
}
nestedDefer()

// expect: ["nil", "out of range -1", "two digits 50", "digit 7", "out of range 200"]
// expect: even 0
// expect: even 2
// expect: even 4
// expect: in inner scope
// expect: inner scope exit
// expect: body end
// expect: second declared
// expect: first declared, runs last
// expect: cleanup for false
// expect: ok
// expect: cleanup for true
// expect: nil
// expect: [1]
// expect: work 1
// expect: leave 1
// expect: leave 2
// expect: work 3
// expect: leave 3
// expect: Optional(12) nil
// expect: nestedDefer body
// expect: nested defer outer
// expect: nested defer inner

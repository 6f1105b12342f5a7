// Execution-test style: defer ordering in small cases: several defers, nested scopes, loops with break/continue, throws and returns.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func f1() {
    defer { print("f1 defer 1") }
    defer { print("f1 defer 2") }
    print("f1 body")
}
f1()
func f2() -> String {
    var s = "start"
    defer { s = "changed"; print("f2 defer sees", s) }
    return s
}
print(f2())
func f3() {
    for i in 0..<4 {
        defer { print("f3 defer", i) }
        if i == 1 { continue }
        if i == 2 { break }
        print("f3 body", i)
    }
}
f3()
enum Err: Error { case boom }
func f4(_ fail: Bool) throws {
    defer { print("f4 defer", fail) }
    if fail { throw Err.boom }
    print("f4 ok")
}
try? f4(false)
try? f4(true)
func f5() {
    defer { print("f5 outer") }
    do {
        defer { print("f5 inner") }
        print("f5 in do")
    }
    print("f5 after do")
}
f5()
func f6() -> Int {
    var x = 1
    defer { x += 100 }
    defer { print("f6 x before return completes:", x) }
    x = 2
    return x
}
print(f6())
func f7() {
    if true {
        defer { print("f7 if defer") }
        print("f7 if body")
    }
    guard false else {
        defer { print("f7 guard-else defer") }
        print("f7 guard-else body")
        return
    }
}
f7()

// expect: f1 body
// expect: f1 defer 2
// expect: f1 defer 1
// expect: f2 defer sees changed
// expect: start
// expect: f3 body 0
// expect: f3 defer 0
// expect: f3 defer 1
// expect: f3 defer 2
// expect: f4 ok
// expect: f4 defer false
// expect: f4 defer true
// expect: f5 in do
// expect: f5 inner
// expect: f5 after do
// expect: f5 outer
// expect: f6 x before return completes: 2
// expect: 2
// expect: f7 if body
// expect: f7 if defer
// expect: f7 guard-else body
// expect: f7 guard-else defer

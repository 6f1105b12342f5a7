// defer blocks run in reverse order when a scope exits, including by a thrown error.
struct Failure: Error {}
func step(_ fail: Bool) throws {
    print("enter")
    defer { print("defer 1") }
    defer { print("defer 2") }
    if fail {
        print("throwing")
        throw Failure()
    }
    defer { print("defer 3 (only registered when not failing)") }
    print("leaving normally")
}
do {
    try step(false)
    print("---")
    try step(true)
    print("not reached")
} catch {
    print("caught", error)
}
func loop() {
    for i in 1...2 {
        defer { print("end of iteration \(i)") }
        print("iteration \(i)")
    }
}
loop()

// expect: enter
// expect: leaving normally
// expect: defer 3 (only registered when not failing)
// expect: defer 2
// expect: defer 1
// expect: ---
// expect: enter
// expect: throwing
// expect: defer 2
// expect: defer 1
// expect: caught Failure()
// expect: iteration 1
// expect: end of iteration 1
// expect: iteration 2
// expect: end of iteration 2

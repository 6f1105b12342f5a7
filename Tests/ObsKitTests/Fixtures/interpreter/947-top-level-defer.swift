// A top-level defer runs when the top-level code ends, after everything else, and defers there run last first.
// Expected output: swiftc 6.3.1 on this machine.
defer { print("first defer, runs last") }
print("start")
defer { print("second defer, runs first") }
func work() -> Int {
    defer { print("work's defer") }
    print("working")
    return 42
}
print(work())
do {
    defer { print("leaving do") }
    print("in do")
}
print("end of the code")

// expect: start
// expect: working
// expect: work's defer
// expect: 42
// expect: in do
// expect: leaving do
// expect: end of the code
// expect: second defer, runs first
// expect: first defer, runs last

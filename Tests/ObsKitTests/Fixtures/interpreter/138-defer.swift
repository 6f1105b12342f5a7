// defer runs at scope exit, in reverse order
func work(_ fail: Bool) -> String {
    print("start")
    defer { print("cleanup 1") }
    defer { print("cleanup 2") }
    if fail {
        print("failing early")
        return "failed"
    }
    print("finishing")
    return "ok"
}

print(work(false))
print(work(true))
for i in 0..<2 {
    defer { print("end of iteration", i) }
    print("iteration", i)
}
do {
    defer { print("leaving do") }
    print("inside do")
}

// expect: start
// expect: finishing
// expect: cleanup 2
// expect: cleanup 1
// expect: ok
// expect: start
// expect: failing early
// expect: cleanup 2
// expect: cleanup 1
// expect: failed
// expect: iteration 0
// expect: end of iteration 0
// expect: iteration 1
// expect: end of iteration 1
// expect: inside do
// expect: leaving do

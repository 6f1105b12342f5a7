// Swift book style: defer statements run in reverse order when a scope exits
func describe(_ n: Int) -> String {
    var steps: [String] = []
    defer { print("describe(\(n)) finished with \(steps.count) steps") }
    steps.append("start")
    if n < 0 {
        steps.append("negative")
        return "negative"
    }
    defer { print("  second defer for \(n)") }
    steps.append("non-negative")
    if n == 0 {
        return "zero"
    }
    steps.append("positive")
    return "positive"
}

print(describe(-3))
print(describe(0))
print(describe(7))

func nested() {
    defer { print("outer defer 1") }
    defer { print("outer defer 2") }
    do {
        defer { print("inner defer A") }
        defer { print("inner defer B") }
        print("inside do block")
    }
    print("after do block")
}
nested()
// expect: describe(-3) finished with 2 steps
// expect: negative
// expect:   second defer for 0
// expect: describe(0) finished with 2 steps
// expect: zero
// expect:   second defer for 7
// expect: describe(7) finished with 3 steps
// expect: positive
// expect: inside do block
// expect: inner defer B
// expect: inner defer A
// expect: after do block
// expect: outer defer 2
// expect: outer defer 1

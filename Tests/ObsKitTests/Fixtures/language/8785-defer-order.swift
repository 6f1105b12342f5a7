// Compiler test style (defer): ordering with early returns, loops and throws
enum StepError: Error { case failed(Int) }

func process(_ n: Int) -> String {
    print("enter \(n)")
    defer { print("defer A \(n)") }
    if n < 0 {
        return "negative"
    }
    defer { print("defer B \(n)") }
    if n == 0 {
        return "zero"
    }
    defer { print("defer C \(n)") }
    return "positive"
}

print(process(-1))
print(process(0))
print(process(1))

func risky(_ n: Int) throws -> Int {
    defer { print("risky cleanup \(n)") }
    if n > 2 { throw StepError.failed(n) }
    return n * 10
}

func runAll() throws {
    defer { print("runAll done") }
    for i in 1...4 {
        defer { print("end of iteration \(i)") }
        let v = try risky(i)
        print("got \(v)")
    }
}

do {
    try runAll()
} catch StepError.failed(let n) {
    print("caught failed(\(n))")
} catch {
    print("other \(error)")
}

// defer sees the final value of a variable
func value() -> Int {
    var x = 1
    defer { print("defer sees x = \(x)") }
    x = 2
    return x
}
print("returned \(value())")

do {
    defer { print("outer defer") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("outer body")
}

// expect: enter -1
// expect: defer A -1
// expect: negative
// expect: enter 0
// expect: defer B 0
// expect: defer A 0
// expect: zero
// expect: enter 1
// expect: defer C 1
// expect: defer B 1
// expect: defer A 1
// expect: positive
// expect: risky cleanup 1
// expect: got 10
// expect: end of iteration 1
// expect: risky cleanup 2
// expect: got 20
// expect: end of iteration 2
// expect: risky cleanup 3
// expect: end of iteration 3
// expect: runAll done
// expect: caught failed(3)
// expect: defer sees x = 2
// expect: returned 2
// expect: inner body
// expect: inner defer
// expect: outer body
// expect: outer defer

// Error handling: `defer` blocks run in reverse order at scope exit, on normal return, on early return and when an error is thrown.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum FileError: Error { case locked(String) }

func process(_ name: String, fail: Bool) throws -> String {
    print("open '\(name)'")
    defer { print("close '\(name)'") }
    defer { print("flush '\(name)'") }
    if name.isEmpty {
        return "nothing to do"
    }
    if fail {
        throw FileError.locked(name)
    }
    print("write \(name)")
    return "wrote \(name)"
}

print(try! process("a.txt", fail: false))
print(try! process("", fail: false))
do {
    _ = try process("b.txt", fail: true)
} catch FileError.locked(let n) {
    print("locked:", n)
}

func loopWithDefer() {
    for i in 1...3 {
        defer { print("end of iteration \(i)") }
        if i == 2 { continue }
        print("body \(i)")
    }
}
loopWithDefer()

func counter() -> Int {
    var x = 1
    defer { x += 10; print("defer sees", x) }
    return x
}
print("returned", counter())

do {
    defer { print("do-block defer") }
    print("inside do")
}

// expect: open 'a.txt'
// expect: write a.txt
// expect: flush 'a.txt'
// expect: close 'a.txt'
// expect: wrote a.txt
// expect: open ''
// expect: flush ''
// expect: close ''
// expect: nothing to do
// expect: open 'b.txt'
// expect: flush 'b.txt'
// expect: close 'b.txt'
// expect: locked: b.txt
// expect: body 1
// expect: end of iteration 1
// expect: end of iteration 2
// expect: body 3
// expect: end of iteration 3
// expect: defer sees 11
// expect: returned 1
// expect: inside do
// expect: do-block defer

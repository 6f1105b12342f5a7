// Compiler test style (defer): defer with loops, break and continue, throws, returns of values computed before the deferred code runs
struct Failure: Error { let code: Int }
var log: [String] = []

func loop() {
    for i in 0..<5 {
        defer { log.append("end \(i)") }
        if i == 1 { continue }
        if i == 3 { break }
        log.append("body \(i)")
    }
    print(log.joined(separator: ", "))
    log.removeAll()
}
loop()

func risky(_ n: Int) throws -> Int {
    defer { print("risky defer", n) }
    if n < 0 { throw Failure(code: n) }
    defer { print("second defer", n) }
    return n * 2
}
for n in [2, -3] {
    do { print("value", try risky(n)) } catch let f as Failure { print("caught", f.code) } catch {}
}

var counter = 0
func bump() -> Int {
    defer { counter += 1 }
    return counter
}
print(bump(), bump(), counter)

func nested() -> String {
    var s = "start"
    defer { print("outer defer sees", s) }
    do {
        defer { s += "+inner" }
        s += "+body"
    }
    s += "+after"
    return s
}
print(nested())

func whileLoop() -> Int {
    var i = 0
    var total = 0
    while true {
        defer { i += 1 }
        if i > 4 { return total }
        total += i
    }
}
print(whileLoop())

func rethrower(_ f: () throws -> Void) rethrows {
    defer { print("rethrower cleanup") }
    try f()
}
do { try rethrower { throw Failure(code: 7) } } catch { print("got", (error as! Failure).code) }
rethrower { print("no throw") }

// expect: body 0, end 0, end 1, body 2, end 2, end 3
// expect: second defer 2
// expect: risky defer 2
// expect: value 4
// expect: risky defer -3
// expect: caught -3
// expect: 0 1 2
// expect: outer defer sees start+body+inner+after
// expect: start+body+inner+after
// expect: 10
// expect: rethrower cleanup
// expect: got 7
// expect: no throw
// expect: rethrower cleanup

// Compiler test style: defer statements running in reverse order on scope exit, with return and throw paths
var log: [String] = []

func process(_ n: Int) -> Int {
    log.append("start \(n)")
    defer { log.append("defer 1 for \(n)") }
    defer { log.append("defer 2 for \(n)") }
    if n < 0 {
        log.append("early return")
        return 0
    }
    defer { log.append("defer 3 for \(n)") }
    return n * 2
}

print(process(3))
print(process(-1))
for line in log { print(line) }
log.removeAll()

enum FileError: Error { case closed }
func readFile(fail: Bool) throws -> String {
    print("open file")
    defer { print("close file") }
    if fail { throw FileError.closed }
    print("reading")
    return "contents"
}
do { print(try readFile(fail: false)) } catch { print("error", error) }
do { print(try readFile(fail: true)) } catch { print("error", error) }

func loopWithDefer() {
    for i in 1...3 {
        defer { print("end of iteration \(i)") }
        if i == 2 { continue }
        print("body \(i)")
    }
}
loopWithDefer()

var counter = 0
func bump() -> Int {
    defer { counter += 1 }
    return counter
}
print(bump(), bump(), counter)
do {
    defer { print("do-block defer") }
    print("inside do")
}
// expect: 6
// expect: 0
// expect: start 3
// expect: defer 3 for 3
// expect: defer 2 for 3
// expect: defer 1 for 3
// expect: start -1
// expect: early return
// expect: defer 2 for -1
// expect: defer 1 for -1
// expect: open file
// expect: reading
// expect: close file
// expect: contents
// expect: open file
// expect: close file
// expect: error closed
// expect: body 1
// expect: end of iteration 1
// expect: end of iteration 2
// expect: body 3
// expect: end of iteration 3
// expect: 0 1 2
// expect: inside do
// expect: do-block defer

// Control Flow: defer at top level, in do scopes, loops and functions: runs on scope exit, last-declared first, after return values are computed.
// expected output: swiftc 6.3.1 (Linux), run on this machine
defer { print("top-level defer runs at the very end") }
print("start")
do {
    defer { print("leaving the do scope") }
    defer { print("second defer runs first") }
    print("inside do")
}
for i in 1...2 {
    defer { print("end of iteration \(i)") }
    print("iteration \(i)")
}
var counter = 0
func next() -> Int {
    defer { counter += 1 }
    return counter
}
print(next(), next(), counter)
enum FileError: Error { case unreadable }
func process(_ name: String) throws -> String {
    print("open \(name)")
    defer { print("close \(name)") }
    if name.hasSuffix(".bin") { throw FileError.unreadable }
    return "contents of \(name)"
}
print(try process("a.txt"))
do { _ = try process("b.bin") } catch { print("caught", error) }
func early(_ flag: Bool) {
    defer { print("cleanup (flag \(flag))") }
    guard flag else { return }
    print("work done")
}
early(true)
early(false)
if counter > 1 {
    defer { print("if-body defer") }
    print("inside if")
}
print("finish")

// expect: start
// expect: inside do
// expect: second defer runs first
// expect: leaving the do scope
// expect: iteration 1
// expect: end of iteration 1
// expect: iteration 2
// expect: end of iteration 2
// expect: 0 1 2
// expect: open a.txt
// expect: close a.txt
// expect: contents of a.txt
// expect: open b.bin
// expect: close b.bin
// expect: caught unreadable
// expect: work done
// expect: cleanup (flag true)
// expect: cleanup (flag false)
// expect: inside if
// expect: if-body defer
// expect: finish
// expect: top-level defer runs at the very end

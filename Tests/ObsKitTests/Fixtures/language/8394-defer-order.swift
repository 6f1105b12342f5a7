// Compiler-test style: defer blocks run in reverse order at scope exit, including loops, early returns and throws
var out: [String] = []

func basic() {
    defer { out.append("defer 1") }
    defer { out.append("defer 2") }
    out.append("body")
}

func early(_ flag: Bool) -> Int {
    defer { out.append("cleanup(\(flag))") }
    if flag {
        out.append("returning early")
        return 1
    }
    defer { out.append("late defer") }
    out.append("returning normally")
    return 2
}

struct Boom: Error {}
func throwing() throws {
    defer { out.append("defer before throw") }
    out.append("about to throw")
    throw Boom()
}

func loop() {
    for i in 1...3 {
        defer { out.append("end \(i)") }
        if i == 2 { continue }
        out.append("iter \(i)")
    }
}

func nested() {
    defer { out.append("outer") }
    do {
        defer { out.append("inner") }
        out.append("in do")
    }
    out.append("after do")
}

func valueCapture() -> Int {
    var x = 1
    defer { x = 100; out.append("x set to \(x)") }
    return x
}

func flush(_ t: String) { print(t + ": " + out.joined(separator: " | ")); out.removeAll() }
basic(); flush("basic")
_ = early(true); flush("early")
_ = early(false); flush("normal")
do { try throwing() } catch { out.append("caught \(type(of: error))") }
flush("throw")
loop(); flush("loop")
nested(); flush("nested")
let v = valueCapture(); flush("returned \(v)")

// expect: basic: body | defer 2 | defer 1
// expect: early: returning early | cleanup(true)
// expect: normal: returning normally | late defer | cleanup(false)
// expect: throw: about to throw | defer before throw | caught Boom
// expect: loop: iter 1 | end 1 | end 2 | iter 3 | end 3
// expect: nested: in do | inner | after do | outer
// expect: returned 1: x set to 100

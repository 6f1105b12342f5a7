// Compiler test style: defer execution order across scopes, loops, early returns, throws and nested defers
func basic() {
    print("basic start")
    defer { print("defer 1") }
    defer { print("defer 2") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("basic end")
}
basic()

func early(_ flag: Bool) -> String {
    var log = "start"
    defer { print("early defer sees log=\(log)") }
    if flag {
        log += ",flagged"
        return log
    }
    log += ",normal"
    return log
}
print("returned", early(true))
print("returned", early(false))

// defer runs after the return expression is evaluated
var counter = 0
func bumpAfterReturn() -> Int {
    defer { counter += 10 }
    counter += 1
    return counter
}
print(bumpAfterReturn(), counter)

// defer in loops runs every iteration, including with continue/break
for i in 0..<4 {
    defer { print("  iteration \(i) done") }
    if i == 1 { print("  skip 1"); continue }
    if i == 3 { print("  break at 3"); break }
    print("  body \(i)")
}

// defer with throwing
enum Fail: Error { case at(Int) }
func risky(_ n: Int) throws -> Int {
    defer { print("  risky(\(n)) cleanup") }
    if n < 0 { throw Fail.at(n) }
    return n * 2
}
for n in [2, -1] {
    do {
        let r = try risky(n)
        print("  ok", r)
    } catch {
        print("  caught", error)
    }
}

// Nested defer inside defer
func nested() {
    defer {
        defer { print("nested inner of outer defer") }
        print("outer defer body")
    }
    print("nested body")
}
nested()

final class Handle {
    let name: String
    init(_ n: String) { name = n; print("open \(n)") }
    func close() { print("close \(name)") }
}
func useHandles() {
    let a = Handle("a")
    defer { a.close() }
    let b = Handle("b")
    defer { b.close() }
    guard b.name != "b" else { print("guard exit"); return }
    print("unreachable")
}
useHandles()

let closure = { (x: Int) -> Int in
    defer { print("closure defer for \(x)") }
    return x + 1
}
print([1, 2].map(closure))

// expect: basic start
// expect: inner body
// expect: inner defer
// expect: basic end
// expect: defer 2
// expect: defer 1
// expect: early defer sees log=start,flagged
// expect: returned start,flagged
// expect: early defer sees log=start,normal
// expect: returned start,normal
// expect: 1 11
// expect:   body 0
// expect:   iteration 0 done
// expect:   skip 1
// expect:   iteration 1 done
// expect:   body 2
// expect:   iteration 2 done
// expect:   break at 3
// expect:   iteration 3 done
// expect:   risky(2) cleanup
// expect:   ok 4
// expect:   risky(-1) cleanup
// expect:   caught at(-1)
// expect: nested body
// expect: outer defer body
// expect: nested inner of outer defer
// expect: open a
// expect: open b
// expect: guard exit
// expect: close b
// expect: close a
// expect: closure defer for 1
// expect: closure defer for 2
// expect: [2, 3]

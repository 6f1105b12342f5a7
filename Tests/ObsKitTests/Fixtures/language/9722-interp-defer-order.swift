// Swift compiler test/Interpreter style: defer ordering — LIFO within scope, in loops, with early return/throw/break, defers reading the returned value's inputs, nested scopes
func simple() {
    defer { print("defer 1") }
    defer { print("defer 2") }
    print("body")
}
simple()

func earlyReturn(_ n: Int) -> String {
    var state = "start"
    defer { print("  cleanup sees state=\(state)") }
    if n < 0 {
        state = "negative"
        return "negative"
    }
    state = "positive"
    defer { print("  registered only on positive path") }
    return "positive \(n)"
}
print(earlyReturn(-1))
print(earlyReturn(4))

func loop() {
    for i in 1...3 {
        defer { print("  end of iteration \(i)") }
        if i == 2 { print("  continue at 2"); continue }
        print("  iteration \(i) body")
    }
}
loop()

enum Failure: Error { case bad }
func throwing(_ fail: Bool) throws -> Int {
    defer { print("  throwing() defer, fail=\(fail)") }
    if fail { throw Failure.bad }
    return 1
}
do {
    print(try throwing(false))
    print(try throwing(true))
} catch {
    print("caught \(error)")
}

func returnValueCapturedBeforeDefer() -> Int {
    var x = 1
    defer { x = 100; print("  defer set x = \(x)") }
    return x
}
print("returned", returnValueCapturedBeforeDefer())

func nested() {
    defer { print("outer defer") }
    do {
        defer { print("inner do defer") }
        print("in do")
    }
    if true {
        defer { print("if defer") }
        print("in if")
    }
    print("end of function body")
}
nested()

var log: [String] = []
func withLog(_ name: String) -> Int {
    log.append("enter \(name)")
    defer { log.append("exit \(name)") }
    if name == "outer" { return withLog("inner") + 1 }
    return 0
}
print(withLog("outer"), log)

func breakOut() {
    outer: while true {
        defer { print("  while-body defer") }
        switch 1 {
        case 1:
            defer { print("  case defer") }
            break outer
        default: break
        }
    }
    print("  after loop")
}
breakOut()

// expect: body
// expect: defer 2
// expect: defer 1
// expect:   cleanup sees state=negative
// expect: negative
// expect:   registered only on positive path
// expect:   cleanup sees state=positive
// expect: positive 4
// expect:   iteration 1 body
// expect:   end of iteration 1
// expect:   continue at 2
// expect:   end of iteration 2
// expect:   iteration 3 body
// expect:   end of iteration 3
// expect:   throwing() defer, fail=false
// expect: 1
// expect:   throwing() defer, fail=true
// expect: caught bad
// expect:   defer set x = 100
// expect: returned 1
// expect: in do
// expect: inner do defer
// expect: in if
// expect: if defer
// expect: end of function body
// expect: outer defer
// expect: 1 ["enter outer", "enter inner", "exit inner", "exit outer"]
// expect:   case defer
// expect:   while-body defer
// expect:   after loop

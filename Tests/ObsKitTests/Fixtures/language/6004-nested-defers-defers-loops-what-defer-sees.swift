// Hacking with Swift style (defer ordering): nested defers, defers in loops, and what a defer sees after return
func nested() {
    defer { print("outer 1") }
    do {
        defer { print("inner do") }
        print("in do")
    }
    defer { print("outer 2") }
    print("body end")
}
nested()
print("--")

for i in 0..<3 {
    defer { print("defer", i) }
    if i == 1 { print("continue at", i); continue }
    print("body", i)
}
print("--")

var state = "start"
func changeState() -> String {
    defer { state = "deferred" }
    state = "body"
    return state
}
print(changeState(), state)
print("--")

func early(_ flag: Bool) -> Int {
    var value = 1
    defer { value *= 100; print("defer value", value) }
    if flag {
        defer { print("inner flag defer") }
        value = 2
        return value
    }
    value = 3
    return value
}
print(early(true))
print(early(false))
print("--")

func multi() {
    for name in ["a", "b"] {
        defer { print("end", name) }
        defer { print("second", name) }
        print("start", name)
    }
}
multi()

// expect: in do
// expect: inner do
// expect: body end
// expect: outer 2
// expect: outer 1
// expect: --
// expect: body 0
// expect: defer 0
// expect: continue at 1
// expect: defer 1
// expect: body 2
// expect: defer 2
// expect: --
// expect: body deferred
// expect: --
// expect: inner flag defer
// expect: defer value 200
// expect: 2
// expect: defer value 300
// expect: 3
// expect: --
// expect: start a
// expect: second a
// expect: end a
// expect: start b
// expect: second b
// expect: end b

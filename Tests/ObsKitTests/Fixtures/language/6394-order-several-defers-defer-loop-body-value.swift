// Quiz post style (defer): order of several defers, defer in a loop body, and the value returned before defer runs
func order() {
    defer { print("defer 1") }
    defer { print("defer 2") }
    print("body")
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("after do")
}
order()

// Puzzle: what does loop() print?
func loop() {
    for i in 1...3 {
        defer { print("end of iteration \(i)") }
        if i == 2 { continue }
        print("working \(i)")
    }
}
loop()

var log: [String] = []
func value() -> String {
    var result = "before"
    defer { result = "after"; log.append("deferred set \(result)") }
    return result
}
print("returned:", value(), log)

func early(_ flag: Bool) -> Int {
    var x = 1
    defer { x *= 10; print("defer sees x =", x) }
    if flag {
        x = 5
        return x
    }
    defer { print("second defer only when not early") }
    x = 7
    return x
}
print(early(true))
print(early(false))

// expect: body
// expect: inner body
// expect: inner defer
// expect: after do
// expect: defer 2
// expect: defer 1
// expect: working 1
// expect: end of iteration 1
// expect: end of iteration 2
// expect: working 3
// expect: end of iteration 3
// expect: returned: before ["deferred set after"]
// expect: defer sees x = 50
// expect: 5
// expect: second defer only when not early
// expect: defer sees x = 70
// expect: 7

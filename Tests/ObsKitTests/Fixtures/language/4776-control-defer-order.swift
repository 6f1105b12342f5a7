// Swift book style: deferred actions and their execution order
// Checks: defer runs at scope exit in reverse order, defer inside if/loop
// bodies runs per iteration, defer sees the final value of variables,
// defer runs on early return and when an error is thrown, and defer in do blocks.

var score = 1
if score < 10 {
    defer {
        print(score)
    }
    score += 5
}
print("after if: \(score)")

if score < 100 {
    defer { print("first defer written, runs last") }
    defer { print("second defer written, runs first") }
    print("body of if")
}

func stages() {
    print("enter")
    defer { print("defer A") }
    do {
        defer { print("defer in do") }
        print("inside do")
    }
    defer { print("defer B") }
    print("exit body")
}
stages()

for i in 1...3 {
    defer { print("end of iteration \(i)") }
    if i == 2 {
        print("skipping work for 2")
        continue
    }
    print("work for \(i)")
}

func findIndex(of target: Int, in values: [Int]) -> Int? {
    var checked = 0
    defer { print("checked \(checked) value(s)") }
    for (i, v) in values.enumerated() {
        checked += 1
        if v == target { return i }
    }
    return nil
}
print(findIndex(of: 7, in: [3, 7, 9]) as Any)
print(findIndex(of: 5, in: [3, 7, 9]) as Any)

enum StepError: Error { case failed(String) }
func risky(_ fail: Bool) throws -> String {
    print("open resource")
    defer { print("close resource") }
    if fail { throw StepError.failed("boom") }
    return "result"
}
do {
    print(try risky(false))
    print(try risky(true))
} catch {
    print("caught \(error)")
}

// defer reads the return value's source after it was computed
func counterValue() -> Int {
    var x = 10
    defer { x += 1; print("defer sees x = \(x)") }
    return x
}
print("returned \(counterValue())")

// Nested functions with defers
func outer() {
    defer { print("outer defer") }
    func inner() {
        defer { print("inner defer") }
        print("inner body")
    }
    inner()
    print("outer body")
}
outer()

// defer in a while loop with break
var n = 0
while true {
    defer { n += 1 }
    if n == 3 { break }
}
print("n after loop: \(n)")

// defer in a closure
let work = { (label: String) -> String in
    defer { print("closure cleanup for \(label)") }
    return label.uppercased()
}
print(work("job"))

// expect: 6
// expect: after if: 6
// expect: body of if
// expect: second defer written, runs first
// expect: first defer written, runs last
// expect: enter
// expect: inside do
// expect: defer in do
// expect: exit body
// expect: defer B
// expect: defer A
// expect: work for 1
// expect: end of iteration 1
// expect: skipping work for 2
// expect: end of iteration 2
// expect: work for 3
// expect: end of iteration 3
// expect: checked 2 value(s)
// expect: Optional(1)
// expect: checked 3 value(s)
// expect: nil
// expect: open resource
// expect: close resource
// expect: result
// expect: open resource
// expect: close resource
// expect: caught failed("boom")
// expect: defer sees x = 11
// expect: returned 10
// expect: inner body
// expect: inner defer
// expect: outer body
// expect: outer defer
// expect: n after loop: 4
// expect: closure cleanup for job
// expect: JOB

// closures capturing state: counter factories, capture lists, escaping handlers and reference semantics (expected output from swiftc 6.3.1 on Linux)
func makeCounter(start: Int = 0, step: Int = 1) -> () -> Int {
    var value = start
    return {
        value += step
        return value
    }
}

func makeAccumulator() -> (increment: (Int) -> Void, read: () -> Int) {
    var total = 0
    return ({ total += $0 }, { total })
}

let countByOne = makeCounter()
let countByFive = makeCounter(start: 100, step: 5)
print(countByOne(), countByOne(), countByOne())
print(countByFive(), countByFive())
let alias = countByOne
print(alias(), countByOne())

let acc = makeAccumulator()
acc.increment(10)
acc.increment(32)
print("accumulated:", acc.read())

var handlers: [() -> String] = []
for i in 1...3 {
    handlers.append { "handler \(i)" }
}
print(handlers.map { $0() })

var x = 1
let capturedByRef = { "ref sees \(x)" }
let capturedByValue = { [x] in "value sees \(x)" }
x = 99
print(capturedByRef(), "|", capturedByValue())

class Button {
    var title: String
    var onTap: (() -> Void)?
    init(title: String) { self.title = title }
    func tap() { onTap?() }
    deinit { print("Button \(title) deallocated") }
}

var tapCount = 0
do {
    let button = Button(title: "OK")
    button.onTap = { [weak button] in
        tapCount += 1
        print("tapped \(button?.title ?? "?") \(tapCount)x")
    }
    button.tap()
    button.tap()
}
print("after scope, taps: \(tapCount)")

func runTwice(_ work: () -> Void) { work(); work() }
var log: [String] = []
runTwice { log.append("ran") }
print(log)

let memoCalls = makeCounter()
let operations: [String: (Int, Int) -> Int] = ["add": (+), "mul": (*), "max": { _ = memoCalls(); return max($0, $1) }]
for key in operations.keys.sorted() { print(key, operations[key]!(6, 7)) }
print("max was called \(memoCalls() - 1) time(s)")
// expect: 1 2 3
// expect: 105 110
// expect: 4 5
// expect: accumulated: 42
// expect: ["handler 1", "handler 2", "handler 3"]
// expect: ref sees 99 | value sees 1
// expect: tapped OK 1x
// expect: tapped OK 2x
// expect: Button OK deallocated
// expect: after scope, taps: 2
// expect: ["ran", "ran"]
// expect: add 13
// expect: max 7
// expect: mul 42
// expect: max was called 1 time(s)

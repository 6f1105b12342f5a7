// Swift book style (cleanup actions): defer inside loops, closures and do blocks, showing LIFO order and captured values
var events: [String] = []

func stack(_ depth: Int) {
    for level in 1...depth {
        defer { events.append("pop \(level)") }
        events.append("push \(level)")
    }
}
stack(3)
print(events.joined(separator: " "))
events.removeAll()

func reverseDefers() {
    for name in ["a", "b"] {
        defer { events.append("end \(name)") }
        defer { events.append("mid \(name)") }
        events.append("start \(name)")
    }
}
reverseDefers()
print(events.joined(separator: " "))

var counter = 0
func captureLater() -> Int {
    defer { counter += 10 }
    counter += 1
    return counter
}
let returned = captureLater()
print("returned", returned, "counter", counter)

let work = { (n: Int) -> String in
    defer { print("closure cleanup for \(n)") }
    if n.isMultiple(of: 2) { return "even" }
    return "odd"
}
print(work(3))
print(work(8))

do {
    defer { print("do-block defer") }
    print("inside do")
}

func guardExit(_ value: Int?) -> String {
    defer { print("guardExit leaving with value \(value ?? -1)") }
    guard let v = value else { return "nothing" }
    return "got \(v)"
}
print(guardExit(nil))
print(guardExit(5))

// expect: push 1 pop 1 push 2 pop 2 push 3 pop 3
// expect: start a mid a end a start b mid b end b
// expect: returned 1 counter 11
// expect: closure cleanup for 3
// expect: odd
// expect: closure cleanup for 8
// expect: even
// expect: inside do
// expect: do-block defer
// expect: guardExit leaving with value -1
// expect: nothing
// expect: guardExit leaving with value 5
// expect: got 5

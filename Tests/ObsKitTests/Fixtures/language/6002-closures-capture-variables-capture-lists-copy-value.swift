// Stack Overflow style (closure capture): closures capture variables, capture lists copy the value at creation
var counter = 0
let byReference = { print("reference sees", counter) }
let byValue = { [counter] in print("capture list sees", counter) }
counter = 5
byReference()
byValue()

var handlers: [() -> Int] = []
for i in 1...3 {
    handlers.append { i * 100 }
}
print("loop captures:", handlers.map { $0() })

var shared = 0
var sharedHandlers: [() -> Int] = []
while shared < 3 {
    shared += 1
    sharedHandlers.append { shared }
}
print("while-loop shared:", sharedHandlers.map { $0() })

func makeCounter() -> () -> Int {
    var n = 0
    return { n += 1; return n }
}
let a = makeCounter()
let b = makeCounter()
print(a(), a(), a(), b())

final class Holder { var value = "first" }
let holder = Holder()
let capturedRef = { [holder] in holder.value }
holder.value = "second"
print("capture list of a class ref:", capturedRef())

var text = "old"
let both = { [text] (suffix: String) -> String in text + suffix }
text = "new"
print(both("!"), text)

var x = 1
let mutate = { x += 10 }
mutate(); mutate()
print("after mutate:", x)

// expect: reference sees 5
// expect: capture list sees 0
// expect: loop captures: [100, 200, 300]
// expect: while-loop shared: [3, 3, 3]
// expect: 1 2 3 1
// expect: capture list of a class ref: second
// expect: old! new
// expect: after mutate: 21

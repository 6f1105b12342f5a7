// Q&A style (why does my closure see the new value?): closures capture variables by reference unless a capture list copies them
var greeting = "hello"
let live = { print("live:", greeting) }
let snapshot = { [greeting] in print("snapshot:", greeting) }

greeting = "goodbye"
live()
snapshot()

// Capture list evaluates when the closure is created, not when it runs.
func makeCounter() -> (increment: () -> Int, peek: () -> Int) {
    var count = 0
    let inc = { () -> Int in count += 1; return count }
    let peekCopy = { [count] in count }
    return (inc, peekCopy)
}
let counter = makeCounter()
print(counter.increment(), counter.increment(), counter.increment())
print("peek copy:", counter.peek())

// Classes in a capture list: the reference is copied, the object is shared.
final class Box { var value = 1 }
var box = Box()
let reader = { [box] in box.value }
box.value = 42
print("reader after mutate:", reader())
box = Box()
print("reader after replacing var:", reader(), "new box:", box.value)

// Capture list with a renamed, computed value.
var items = [3, 1, 2]
let describe = { [count = items.count, first = items.first] in
    "count \(count), first \(first ?? -1)"
}
items.append(9)
items[0] = 100
print(describe())

// expect: live: goodbye
// expect: snapshot: hello
// expect: 1 2 3
// expect: peek copy: 0
// expect: reader after mutate: 42
// expect: reader after replacing var: 42 new box: 1
// expect: count 3, first 3

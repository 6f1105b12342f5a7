// Hacking with Swift style: defer ordering, early returns, and nested scopes printing cleanup sequence
func process(_ items: [Int]) -> Int {
    print("start")
    defer { print("cleanup 1") }
    defer { print("cleanup 2") }
    var total = 0
    for i in items {
        defer { print("after item \(i)") }
        if i < 0 {
            print("negative, stopping")
            return total
        }
        total += i
    }
    print("finished loop")
    return total
}

print(process([1, 2]))
print("==")
print(process([5, -1, 7]))
print("==")
func counter() -> Int {
    var x = 0
    defer { x += 100; print("deferred sees", x) }
    x = 5
    return x
}
print(counter())

// expect: start
// expect: after item 1
// expect: after item 2
// expect: finished loop
// expect: cleanup 2
// expect: cleanup 1
// expect: 3
// expect: ==
// expect: start
// expect: after item 5
// expect: negative, stopping
// expect: after item -1
// expect: cleanup 2
// expect: cleanup 1
// expect: 5
// expect: ==
// expect: deferred sees 105
// expect: 5

// Q&A style (in what order do multiple defer blocks run?): reverse order, per scope, including loop iterations
func steps() -> String {
    defer { print("defer 1") }
    defer { print("defer 2") }
    print("body")
    return "returned value"
}
print(steps())

print("-- loop --")
for i in 1...3 {
    defer { print("end of iteration \(i)") }
    if i == 2 { print("skip \(i)"); continue }
    print("work \(i)")
}

print("-- defer sees final value --")
func counter() -> Int {
    var x = 1
    defer { x = 100; print("defer sets x, returned value unaffected") }
    x += 1
    return x
}
print(counter())

print("-- defer with throw --")
enum Oops: Error { case failed }
func risky(_ fail: Bool) throws {
    print("open resource")
    defer { print("close resource") }
    if fail { throw Oops.failed }
    print("use resource")
}
try? risky(false)
do { try risky(true) } catch { print("caught", error) }

print("-- nested scopes --")
do {
    defer { print("outer defer") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("outer body")
}

// expect: body
// expect: defer 2
// expect: defer 1
// expect: returned value
// expect: -- loop --
// expect: work 1
// expect: end of iteration 1
// expect: skip 2
// expect: end of iteration 2
// expect: work 3
// expect: end of iteration 3
// expect: -- defer sees final value --
// expect: defer sets x, returned value unaffected
// expect: 2
// expect: -- defer with throw --
// expect: open resource
// expect: use resource
// expect: close resource
// expect: open resource
// expect: close resource
// expect: caught failed
// expect: -- nested scopes --
// expect: inner body
// expect: inner defer
// expect: outer body
// expect: outer defer

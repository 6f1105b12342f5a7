// Compiler test style: defer ordering inside loops, scopes and throwing functions
for i in 1...3 {
    defer { print("defer for iteration \(i)") }
    if i == 2 {
        print("skipping 2")
        continue
    }
    print("body \(i)")
}

var n = 0
while true {
    defer { n += 1 }
    if n == 3 { print("break at \(n)"); break }
}
print("n after loop:", n)

func stacked() {
    defer { print("first defer (runs last)") }
    defer { print("second defer") }
    do {
        defer { print("inner scope defer") }
        print("inner scope body")
    }
    print("function body")
}
stacked()

struct Fail: Error {}
func process(_ items: [Int]) throws -> Int {
    var done = 0
    defer { print("processed \(done) of \(items.count)") }
    for item in items {
        defer { done += 1 }
        if item < 0 { throw Fail() }
    }
    return done
}
print((try? process([1, 2, 3])) ?? -1)
print((try? process([1, -2, 3])) ?? -1)

func deferReturn() -> String {
    var s = "start"
    defer { s += "-deferred"; print("in defer s =", s) }
    return s
}
print("returned:", deferReturn())

outer: for a in 0..<3 {
    defer { print("outer defer \(a)") }
    for b in 0..<3 {
        defer { print("  inner defer \(a),\(b)") }
        if b == 1 { continue outer }
        if a == 2 { break outer }
    }
}
print("done")

// expect: body 1
// expect: defer for iteration 1
// expect: skipping 2
// expect: defer for iteration 2
// expect: body 3
// expect: defer for iteration 3
// expect: break at 3
// expect: n after loop: 4
// expect: inner scope body
// expect: inner scope defer
// expect: function body
// expect: second defer
// expect: first defer (runs last)
// expect: processed 3 of 3
// expect: 3
// expect: processed 2 of 3
// expect: -1
// expect: in defer s = start-deferred
// expect: returned: start
// expect:   inner defer 0,0
// expect:   inner defer 0,1
// expect: outer defer 0
// expect:   inner defer 1,0
// expect:   inner defer 1,1
// expect: outer defer 1
// expect:   inner defer 2,0
// expect: outer defer 2
// expect: done

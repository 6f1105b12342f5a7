// Compiler test style: defer blocks inside closures run at closure exit, in reverse order
var trace: [String] = []
let work = { (n: Int) -> Int in
    trace.append("start \(n)")
    defer { trace.append("defer A \(n)") }
    defer { trace.append("defer B \(n)") }
    if n < 0 { return -1 }
    trace.append("body \(n)")
    return n * 2
}
print(work(3), work(-1))
for t in trace { print(t) }

var depth = 0
func withDepth<T>(_ body: () -> T) -> T {
    depth += 1
    defer { depth -= 1 }
    return body()
}
let r = withDepth { withDepth { withDepth { depth } } }
print("inner depth", r, "outer", depth)

var value = 1
let bump = { () -> Int in
    defer { value *= 10 }
    return value
}
print(bump(), bump(), value)
// expect: 6 -1
// expect: start 3
// expect: body 3
// expect: defer B 3
// expect: defer A 3
// expect: start -1
// expect: defer B -1
// expect: defer A -1
// expect: inner depth 3 outer 0
// expect: 1 10 100

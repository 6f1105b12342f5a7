// Compiler test style: defer inside loop bodies runs once per iteration
var trace: [String] = []
for i in 1...4 {
    defer { trace.append("d\(i)") }
    if i == 2 { continue }
    if i == 4 { break }
    trace.append("b\(i)")
}
print(trace.joined(separator: ","))

var n = 0
while n < 3 {
    defer { n += 1 }
    print("loop sees n = \(n)")
}
print("final n = \(n)")

func countdown(from start: Int) -> Int {
    var x = start
    defer { print("returning, x was \(x)") }
    while x > 0 {
        defer { x -= 1 }
        if x == 2 { return x * 100 }
    }
    return -1
}
print(countdown(from: 5))
print(countdown(from: 1))
// expect: b1,d1,d2,b3,d3,d4
// expect: loop sees n = 0
// expect: loop sees n = 1
// expect: loop sees n = 2
// expect: final n = 3
// expect: returning, x was 1
// expect: 200
// expect: returning, x was 0
// expect: -1

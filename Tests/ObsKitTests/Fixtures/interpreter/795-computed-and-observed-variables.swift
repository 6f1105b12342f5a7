// Variables with accessors outside types: a computed global, an observed global (willSet and didSet, also
// through `+=` and a mutating method), and a computed local. Expected output from swiftc 6.3.1 on Linux.
var calls = 0
var ticket: Int {
    calls += 1
    return calls * 100
}
print(ticket, ticket, calls)
var score = 0 {
    willSet { print("score will be \(newValue)") }
    didSet { print("score was \(oldValue)") }
}
score = 5
score += 10
var history: [Int] = [] {
    didSet { print("history has \(history.count)") }
}
history.append(score)
func area(width: Int, height: Int) -> Int {
    var doubled: Int { width * height * 2 }
    return doubled / 2
}
print(area(width: 3, height: 4))

// expect: 100 200 2
// expect: score will be 5
// expect: score was 0
// expect: score will be 15
// expect: score was 5
// expect: history has 1
// expect: 12

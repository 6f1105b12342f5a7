// When a `repeat` runs its pattern: a statement runs it once per element in order; a `for` loop makes one value
// per pass (a `break` leaves the rest unmade); arguments made from an expansion are evaluated in their place
// among the others. Expected output: swiftc 6.3.1 on this machine.
var trace: [String] = []
func note<T>(_ value: T, _ tag: String) -> T {
    trace.append("\(tag):\(value)")
    return value
}
func loop<each T>(_ values: repeat each T) {
    for value in repeat note(each values, "made") {
        trace.append("body:\(value)")
        if "\(value)" == "stop" { break }
    }
}
loop(1, "stop", 3)
print(trace)
trace = []
func collect<each T>(_ values: repeat each T) -> [String] {
    var seen: [String] = []
    for case let number as Int in repeat each values {
        seen.append("int \(number)")
    }
    outer: for value in repeat each values {
        for round in 0..<3 {
            if round == 1 { continue outer }
            seen.append("\(value)#\(round)")
        }
    }
    return seen
}
print(collect(1, "x", 5))
func three(_ a: Int, _ b: Int, _ c: Int) -> Int { a * 100 + b * 10 + c }
func spread<each T>(_ values: repeat each T) -> [Any] { [note("first", "arg")] + [(repeat note(each values, "pack"))] + [note("last", "arg")] }
_ = spread(1, 2)
print(trace)
trace = []
func sumAll<each T: BinaryInteger>(_ values: repeat each T) -> Int {
    var total = 0
    repeat total += Int(note(each values, "add"))
    return total
}
print(sumAll(1, 2 as Int8, 3 as UInt), trace)

// expect: ["made:1", "body:1", "made:stop", "body:stop"]
// expect: ["int 1", "int 5", "1#0", "x#0", "5#0"]
// expect: ["arg:first", "pack:1", "pack:2", "arg:last"]
// expect: 6 ["add:1", "add:2", "add:3"]

// Advanced Swift style (Functions): defer order in nested scopes, loops and when an error is thrown, with deferred reads of later state
enum StepError: Error { case failed(Int) }

func run(steps: Int, failAt: Int?) throws -> String {
    var log: [String] = []
    defer { print("outer defer, log has \(log.count)") }
    log.append("begin")
    for i in 1...steps {
        defer { log.append("end \(i)") }
        if i == failAt {
            print("failing at", i)
            throw StepError.failed(i)
        }
        log.append("step \(i)")
    }
    do {
        defer { log.append("inner do defer") }
        log.append("inside do")
    }
    return log.joined(separator: ",")
}

print(try run(steps: 2, failAt: nil))
do {
    _ = try run(steps: 3, failAt: 2)
} catch StepError.failed(let n) {
    print("caught", n)
}

func order() {
    defer { print("1") }
    defer { print("2") }
    if true {
        defer { print("3 (if scope)") }
        print("in if")
    }
    defer { print("4") }
    print("body end")
}
order()

func value() -> Int {
    var x = 1
    defer { x = 100; print("defer set x to", x) }
    return x
}
print("returned", value())

func guardExit(_ v: Int?) {
    defer { print("leaving guardExit") }
    guard let v = v else { print("nil"); return }
    defer { print("had", v) }
    print("value", v)
}
guardExit(nil)
guardExit(4)
var seq: [Int] = []
for k in 0..<3 {
    defer { seq.append(k * 10) }
    if k == 1 { continue }
    seq.append(k)
}
print(seq)

// expect: outer defer, log has 7
// expect: begin,step 1,end 1,step 2,end 2,inside do,inner do defer
// expect: failing at 2
// expect: outer defer, log has 4
// expect: caught 2
// expect: in if
// expect: 3 (if scope)
// expect: body end
// expect: 4
// expect: 2
// expect: 1
// expect: defer set x to 100
// expect: returned 1
// expect: nil
// expect: leaving guardExit
// expect: value 4
// expect: had 4
// expect: leaving guardExit
// expect: [0, 0, 10, 2, 20]

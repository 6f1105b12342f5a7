// Compiler test style: defer runs in reverse order at scope exit, interacting with guard, loops and throws
var log: [String] = []

func process(_ value: Int?) -> String {
    log.append("enter \(value.map(String.init) ?? "nil")")
    defer { log.append("exit") }
    guard let v = value else {
        log.append("guard failed")
        return "none"
    }
    defer { log.append("cleanup \(v)") }
    guard v >= 0 else {
        return "negative"
    }
    defer { log.append("positive path") }
    return "value \(v)"
}

print(process(nil)); print(log); log = []
print(process(-3)); print(log); log = []
print(process(8)); print(log); log = []

func loopDefer() {
    for i in 1...3 {
        defer { print("end iteration \(i)") }
        if i == 2 { continue }
        print("body \(i)")
    }
}
loopDefer()

struct Failure: Error { let code: Int }

func risky(_ n: Int) throws -> Int {
    defer { print("risky defer \(n)") }
    if n > 1 { throw Failure(code: n) }
    return n * 10
}

do {
    defer { print("do-block defer") }
    print(try risky(1))
    print(try risky(5))
    print("unreachable")
} catch let e as Failure {
    print("caught \(e.code)")
}

func deferSeesFinal() -> Int {
    var x = 1
    defer { print("defer sees x=\(x)") }
    x = 2
    return x * 100
}
print(deferSeesFinal())

func nestedScopes() {
    defer { print("outer 1") }
    do {
        defer { print("inner A") }
        defer { print("inner B") }
        print("inner body")
    }
    defer { print("outer 2") }
    print("outer body")
}
nestedScopes()

// expect: none
// expect: ["enter nil", "guard failed", "exit"]
// expect: negative
// expect: ["enter -3", "cleanup -3", "exit"]
// expect: value 8
// expect: ["enter 8", "positive path", "cleanup 8", "exit"]
// expect: body 1
// expect: end iteration 1
// expect: end iteration 2
// expect: body 3
// expect: end iteration 3
// expect: risky defer 1
// expect: 10
// expect: risky defer 5
// expect: do-block defer
// expect: caught 5
// expect: defer sees x=2
// expect: 200
// expect: inner body
// expect: inner B
// expect: inner A
// expect: outer body
// expect: outer 2
// expect: outer 1

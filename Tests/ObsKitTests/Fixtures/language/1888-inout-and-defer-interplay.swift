// Compiler test style: inout and defer — defer blocks run after the return value is computed and see/modify inout parameters before write-back
func incrementAndReport(_ x: inout Int) -> Int {
    defer { x += 100 }
    x += 1
    return x
}

var a = 5
let r = incrementAndReport(&a)
print("returned \(r), a is now \(a)")

// Multiple defers run in reverse order, each modifying the inout
func build(_ s: inout String) -> String {
    defer { s += "1" }
    defer { s += "2" }
    defer { s += "3" }
    s += "body"
    return s
}
var text = ">"
let snapshot = build(&text)
print("snapshot: \(snapshot), final: \(text)")

// Defer runs even when throwing, so the inout write-back still happens
enum Failure: Error { case tooLarge(Int) }
func process(_ values: inout [Int], limit: Int) throws {
    defer { values.append(-1) }
    for i in values.indices {
        values[i] *= 2
        if values[i] > limit { throw Failure.tooLarge(values[i]) }
    }
}
var data = [1, 5, 2]
do {
    try process(&data, limit: 8)
} catch {
    print("caught \(error)")
}
print("data after throw:", data)
var ok = [1, 2]
try? process(&ok, limit: 100)
print("data after success:", ok)

// Defer inside loops and scopes
func counts(_ total: inout Int) {
    for i in 1...3 {
        defer { total += i * 10; print("  loop defer \(i), total \(total)") }
        if i == 2 { continue }
        total += i
        print("  body \(i), total \(total)")
    }
}
var t = 0
counts(&t)
print("total:", t)

// Defer restoring a value: save/modify/restore pattern on an inout
func withTemporary(_ value: inout Int, set temp: Int, _ body: (Int) -> Void) {
    let saved = value
    value = temp
    defer { value = saved }
    body(value)
}
var setting = 1
withTemporary(&setting, set: 99) { print("inside sees param \($0)") }
print("restored:", setting)

// Defer capturing a local var reads its final value
func lastValue() -> Int {
    var x = 1
    defer { print("  defer sees x = \(x)") }
    x = 2
    x *= 21
    return x
}
print("lastValue:", lastValue())

// expect: returned 6, a is now 106
// expect: snapshot: >body, final: >body321
// expect: caught tooLarge(10)
// expect: data after throw: [2, 10, 2, -1]
// expect: data after success: [2, 4, -1]
// expect:   body 1, total 1
// expect:   loop defer 1, total 11
// expect:   loop defer 2, total 31
// expect:   body 3, total 34
// expect:   loop defer 3, total 64
// expect: total: 64
// expect: inside sees param 99
// expect: restored: 1
// expect:   defer sees x = 42
// expect: lastValue: 42

// Error handling: defer ordering, rethrows, typed throws, Error propagation through calls
// expected output: swiftc 6.3.1 (Linux), run on this machine
func process(_ name: String, fail: Bool) throws {
    print("open \(name)")
    defer { print("close \(name)") }
    defer { print("flush \(name)") }
    if fail {
        struct Boom: Error {}
        throw Boom()
    }
    print("work on \(name)")
}
do {
    try process("a.txt", fail: false)
    try process("b.txt", fail: true)
    try process("c.txt", fail: false)
} catch {
    print("failed with \(type(of: error))")
}

func applyTwice(_ f: (Int) throws -> Int, to x: Int) rethrows -> Int {
    try f(f(x))
}
print(applyTwice({ $0 * 3 }, to: 2))
enum MathError: Error { case negative(Int) }
func checkedSqrtish(_ n: Int) throws -> Int {
    if n < 0 { throw MathError.negative(n) }
    return n / 2
}
do {
    print(try applyTwice(checkedSqrtish, to: 40))
    print(try applyTwice({ try checkedSqrtish($0 - 10) }, to: 8))
} catch MathError.negative(let v) {
    print("negative input \(v)")
}

enum ValidationError: Error, Equatable {
    case tooShort(min: Int)
    case missingDigit
}
func validate(_ password: String) throws(ValidationError) -> String {
    guard password.count >= 6 else { throw .tooShort(min: 6) }
    guard password.contains(where: { $0.isNumber }) else { throw .missingDigit }
    return "ok: \(password.count) chars"
}
for pw in ["abc", "abcdefg", "abc123x"] {
    do {
        print(try validate(pw))
    } catch {
        let e: ValidationError = error
        switch e {
        case .tooShort(let m): print("\(pw): too short (min \(m))")
        case .missingDigit: print("\(pw): needs a digit")
        }
    }
}
let r = Result { () throws(ValidationError) -> String in try validate("zz") }
if case .failure(let e) = r { print(e == .tooShort(min: 6)) }

func counter() -> Int {
    var i = 0
    defer { i += 10; print("defer sees i = \(i)") }
    i = 5
    return i
}
print("returned \(counter())")
for k in 1...2 {
    defer { print("end iteration \(k)") }
    print("iteration \(k)")
}
// expect: open a.txt
// expect: work on a.txt
// expect: flush a.txt
// expect: close a.txt
// expect: open b.txt
// expect: flush b.txt
// expect: close b.txt
// expect: failed with Boom
// expect: 18
// expect: 10
// expect: negative input -2
// expect: abc: too short (min 6)
// expect: abcdefg: needs a digit
// expect: ok: 7 chars
// expect: true
// expect: defer sees i = 15
// expect: returned 5
// expect: iteration 1
// expect: end iteration 1
// expect: iteration 2
// expect: end iteration 2

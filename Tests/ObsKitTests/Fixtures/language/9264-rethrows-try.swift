// rethrows-try
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum CheckError: Error { case negative(Int), tooBig(Int) }

func check(_ x: Int) throws -> Int {
    if x < 0 { throw CheckError.negative(x) }
    if x > 100 { throw CheckError.tooBig(x) }
    return x
}

func applyTwice<T>(_ x: T, _ f: (T) throws -> T) rethrows -> T { try f(try f(x)) }

let safe = applyTwice(3) { $0 * 2 }
print(safe)
do {
    let r = try applyTwice(30) { x in try check(x * 2) }
    print("unexpected", r)
} catch {
    print("caught", error)
}

func transformAll<T, U>(_ xs: [T], _ f: (T) throws -> U) rethrows -> [U] {
    var out: [U] = []
    for x in xs { out.append(try f(x)) }
    return out
}
print(transformAll([1, 2]) { $0 + 1 })
print((try? transformAll([1, -2, 3], check)) as Any)
print((try? transformAll([1, 2, 3], check)) as Any)

print((try? check(5)) as Any, (try? check(-5)) as Any)
let maybe: Int? = try? check(101)
print(maybe ?? -1)

func lookup(_ key: String) throws -> Int? {
    if key == "bad" { throw CheckError.negative(0) }
    return key == "a" ? 1 : nil
}
let flat1 = try? lookup("a")
let flat2 = try? lookup("b")
let flat3 = try? lookup("bad")
print(flat1 as Any, flat2 as Any, flat3 as Any, type(of: flat1))

print(try! check(77))
let numbers = ["1", "x", "300", "-4", "50"].compactMap { Int($0) }.compactMap { try? check($0) }
print(numbers)

if let v = try? check(10), v > 5 { print("if-let try?", v) }
func firstValid(_ xs: [Int]) -> Int {
    for x in xs { guard let v = try? check(x) else { continue }; return v }
    return -1
}
print(firstValid([-1, 200, 42, 7]), firstValid([]))

do {
    let mapped = try [5, 10, 500].map { try check($0) }
    print(mapped)
} catch CheckError.tooBig(let v) {
    print("map threw tooBig", v)
}

let sortedResult = try? [3, 1, 2].sorted { a, b in
    if a == b { throw CheckError.negative(a) }
    return a < b
}
print(sortedResult as Any)

struct Validator {
    let rules: [(Int) throws -> Void]
    func run(_ x: Int) throws {
        for r in rules { try r(x) }
    }
}
let v = Validator(rules: [{ if $0 % 2 != 0 { throw CheckError.negative($0) } }, { _ = try check($0) }])
for x in [4, 3, 102] {
    do { try v.run(x); print(x, "passes") } catch { print(x, "fails:", error) }
}
let result = Result { try check(-9) }
print(result)

// expect: 12
// expect: caught tooBig(120)
// expect: [2, 3]
// expect: nil
// expect: Optional([1, 2, 3])
// expect: Optional(5) nil
// expect: -1
// expect: Optional(1) nil nil Optional<Int>
// expect: 77
// expect: [1, 50]
// expect: if-let try? 10
// expect: 42 -1
// expect: map threw tooBig 500
// expect: Optional([1, 2, 3])
// expect: 4 passes
// expect: 3 fails: negative(3)
// expect: 102 fails: tooBig(102)
// expect: failure(main.CheckError.negative(-9))

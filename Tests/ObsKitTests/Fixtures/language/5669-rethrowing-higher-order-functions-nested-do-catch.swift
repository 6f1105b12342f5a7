// Swift compiler execution test style (rethrows and defer): rethrowing higher-order functions, nested do/catch with patterns and where clauses, and defer ordering while errors propagate
enum Failure: Error { case code(Int), message(String) }

func each<T>(_ xs: [T], _ body: (T) throws -> Void) rethrows {
    defer { print("each done") }
    for x in xs { try body(x) }
}

each([1, 2]) { print("plain", $0) }
do {
    try each([1, 2, 3]) { x in
        defer { print("leaving", x) }
        if x == 2 { throw Failure.code(x) }
        print("visit", x)
    }
} catch Failure.code(let c) where c > 1 {
    print("code > 1:", c)
} catch {
    print("other", error)
}

func layered(_ n: Int) throws -> String {
    defer { print("outer defer", n) }
    do {
        defer { print("inner defer", n) }
        switch n {
        case 0: throw Failure.message("zero")
        case 1: throw Failure.code(1)
        default: return "value \(n)"
        }
    } catch Failure.message(let m) {
        print("inner caught", m)
        return "recovered"
    }
}

for n in 0...2 {
    do {
        print(try layered(n))
    } catch let Failure.code(c) {
        print("outer caught code", c)
    } catch {
        print("unexpected")
    }
}

let values = try? [3, 1, 2].map { (x: Int) throws -> Int in
    if x == 0 { throw Failure.code(0) }
    return x * 2
}
print(values as Any)
let sorted = try? [3, 0, 2].sorted { a, b in
    if a == 0 || b == 0 { throw Failure.message("zero") }
    return a < b
}
print(sorted as Any)
func firstThrow() throws -> Int { defer { print("d1") }; defer { print("d2") }; throw Failure.code(7) }
do { _ = try firstThrow() } catch { print(error) }

// expect: plain 1
// expect: plain 2
// expect: each done
// expect: visit 1
// expect: leaving 1
// expect: leaving 2
// expect: each done
// expect: code > 1: 2
// expect: inner defer 0
// expect: inner caught zero
// expect: outer defer 0
// expect: recovered
// expect: inner defer 1
// expect: outer defer 1
// expect: outer caught code 1
// expect: inner defer 2
// expect: outer defer 2
// expect: value 2
// expect: Optional([6, 2, 4])
// expect: nil
// expect: d2
// expect: d1
// expect: code(7)

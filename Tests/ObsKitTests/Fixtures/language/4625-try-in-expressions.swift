// Compiler test style: try placed inside larger expressions
enum E: Error, Equatable { case neg(Int), zero }

func check(_ n: Int) throws -> Int {
    if n < 0 { throw E.neg(n) }
    if n == 0 { throw E.zero }
    return n
}

func attempt(_ label: String, _ body: () throws -> String) {
    do {
        print(label, try body())
    } catch {
        print(label, "threw", error)
    }
}

// try covers everything to its right
attempt("sum") { String(try check(1) + check(2) * check(3)) }
attempt("sum-fail") { String(try check(1) + check(-2)) }

// try in interpolation and ternaries
attempt("interp") { "value=\(try check(5))" }
attempt("ternary") { try check(4) > 3 ? "big" : "small" }
attempt("ternary-fail") { try check(0) > 3 ? "big" : "small" }

// try? with ?? and optional chaining
let a = (try? check(-1)) ?? 100
let b = (try? check(7)) ?? 100
print("defaults", a, b)
let text = (try? check(9)).map { "nine? \($0 == 9)" } ?? "none"
print(text)

// try in array literals and closures
attempt("array") {
    let xs = [try check(1), try check(2), try check(3)]
    return "\(xs)"
}
attempt("array-fail") {
    let xs = try [1, 2, -3, 4].map(check)
    return "\(xs)"
}
attempt("filter") {
    let kept = try [3, 1, 2].filter { try check($0) > 1 }
    return "\(kept)"
}

// try! in a context where it is known to succeed
let sure = try! check(42)
print("sure", sure)

// try inside conditions
func firstValid(_ xs: [Int]) -> Int? {
    for x in xs {
        if let v = try? check(x), v % 2 == 0 { return v }
    }
    return nil
}
print(firstValid([-1, 0, 3, 8, 10]) as Any, firstValid([-5, 1]) as Any)

// try in a guard and a while
func consume(_ xs: [Int]) -> String {
    var i = 0
    var total = 0
    while i < xs.count, let v = try? check(xs[i]) {
        total += v
        i += 1
    }
    guard i == xs.count else { return "stopped at index \(i) total \(total)" }
    return "all \(total)"
}
print(consume([1, 2, 3]))
print(consume([4, 5, 0, 6]))

// Comparing results of try? with ==
print((try? check(3)) == 3, (try? check(-3)) == nil)

// do/catch as expression value via closure
let classified: [String] = [-2, 0, 2].map { n in
    do {
        _ = try check(n)
        return "ok"
    } catch E.neg {
        return "neg"
    } catch {
        return "\(error)"
    }
}
print(classified)
// expect: sum 7
// expect: sum-fail threw neg(-2)
// expect: interp value=5
// expect: ternary big
// expect: ternary-fail threw zero
// expect: defaults 100 7
// expect: nine? true
// expect: array [1, 2, 3]
// expect: array-fail threw neg(-3)
// expect: filter [3, 2]
// expect: sure 42
// expect: Optional(8) nil
// expect: all 6
// expect: stopped at index 2 total 9
// expect: true true
// expect: ["neg", "zero", "ok"]

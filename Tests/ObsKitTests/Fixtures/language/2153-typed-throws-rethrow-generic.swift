// Swift Evolution style (SE-0413): generic functions that rethrow a typed error via throws(E)
struct NegativeValue: Error { let value: Int }
enum Never2: Error { case never }

func mapAll<T, U, E: Error>(_ xs: [T], _ f: (T) throws(E) -> U) throws(E) -> [U] {
    var out: [U] = []
    out.reserveCapacity(xs.count)
    for x in xs { out.append(try f(x)) }
    return out
}

func checked(_ n: Int) throws(NegativeValue) -> Int {
    if n < 0 { throw NegativeValue(value: n) }
    return n * 10
}

// Non-throwing closure: E is inferred as Never, so no `try` is required.
let plain = mapAll([1, 2, 3]) { $0 + 1 }
print("plain:", plain)

do {
    let ok = try mapAll([1, 2, 3], checked)
    print("ok:", ok)
    _ = try mapAll([4, -5, 6], checked)
} catch {
    print("caught NegativeValue with value", error.value)
}

func firstSatisfying<E: Error>(_ xs: [Int], where pred: (Int) throws(E) -> Bool) throws(E) -> Int? {
    for x in xs where try pred(x) { return x }
    return nil
}

print("first even:", firstSatisfying([3, 5, 8, 9]) { $0 % 2 == 0 } as Any)

enum Limit: Error { case tooBig(Int) }
do {
    let v = try firstSatisfying([1, 2, 300, 4]) { (x: Int) throws(Limit) -> Bool in
        if x > 100 { throw .tooBig(x) }
        return x > 3
    }
    print("found", v as Any)
} catch .tooBig(let n) {
    print("too big:", n)
}

func wrap<E: Error>(_ body: () throws(E) -> Int) -> Result<Int, E> {
    do { return .success(try body()) } catch { return .failure(error) }
}
print(wrap { () throws(NegativeValue) -> Int in try checked(4) })
print(wrap { () throws(NegativeValue) -> Int in try checked(-1) })

// expect: plain: [2, 3, 4]
// expect: ok: [10, 20, 30]
// expect: caught NegativeValue with value -5
// expect: first even: Optional(8)
// expect: too big: 300
// expect: success(40)
// expect: failure(main.NegativeValue(value: -1))

// Swift Evolution style (SE-0413 typed throws in generic code): a map over an array generic in its error type `E: Error`, inferring E from closures and collapsing to non-throwing when E is Never
enum Problem: Error { case negative(Int), odd(Int) }

func transform<T, U, E: Error>(_ items: [T], _ body: (T) throws(E) -> U) throws(E) -> [U] {
    var out: [U] = []
    out.reserveCapacity(items.count)
    for item in items { out.append(try body(item)) }
    return out
}

let doubled = transform([1, 2, 3]) { $0 * 2 }
print(doubled)

do {
    let roots = try transform([4, 9, -1, 16]) { (n: Int) throws(Problem) -> Int in
        if n < 0 { throw .negative(n) }
        var r = 0
        while (r + 1) * (r + 1) <= n { r += 1 }
        return r
    }
    print(roots)
} catch {
    switch error {
    case .negative(let n): print("negative input", n)
    case .odd(let n): print("odd", n)
    }
}

func firstFailure<E: Error>(_ work: () throws(E) -> Void) -> E? {
    do {
        try work()
        return nil
    } catch {
        return error
    }
}
let found = firstFailure { () throws(Problem) in throw Problem.odd(3) }
print(String(describing: found))
let none = firstFailure { () throws(Problem) in }
print(String(describing: none))

struct Pipeline<Failure: Error> {
    var steps: [(Int) throws(Failure) -> Int] = []
    mutating func add(_ step: @escaping (Int) throws(Failure) -> Int) { steps.append(step) }
    func run(_ start: Int) throws(Failure) -> Int {
        var value = start
        for step in steps { value = try step(value) }
        return value
    }
}

var safe = Pipeline<Never>()
safe.add { $0 + 1 }
safe.add { $0 * 10 }
print(safe.run(4))

var strict = Pipeline<Problem>()
strict.add { (v: Int) throws(Problem) -> Int in v + 1 }
strict.add { (v: Int) throws(Problem) -> Int in
    if v % 2 == 1 { throw .odd(v) }
    return v / 2
}
for start in [3, 4] {
    do { print("strict", try strict.run(start)) }
    catch { print("strict failed with", error) }
}

let r: Result<Int, Problem> = .failure(.negative(-2))
do { _ = try r.get() } catch { print("get threw", error) }

// expect: [2, 4, 6]
// expect: negative input -1
// expect: Optional(main.Problem.odd(3))
// expect: nil
// expect: 50
// expect: strict 2
// expect: strict failed with odd(5)
// expect: get threw negative(-2)

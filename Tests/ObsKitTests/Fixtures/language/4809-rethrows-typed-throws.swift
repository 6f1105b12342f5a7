// Swift book style: rethrows and typed throws
// Checks: a rethrows function can be called without try for non-throwing closures;
// typed throws(MyError) lets catch see the concrete type; throws(Never) acts as
// non-throwing; generic rethrows helpers; Result conversion from typed errors.

enum StatisticsError: Error {
    case noRatings
    case invalidRating(Int)
}

func summarize(_ ratings: [Int]) throws(StatisticsError) -> String {
    guard !ratings.isEmpty else { throw .noRatings }
    var counts = [0, 0, 0]
    for rating in ratings {
        guard rating > 0 && rating <= 3 else { throw .invalidRating(rating) }
        counts[rating - 1] += 1
    }
    return "*: \(counts[0]), **: \(counts[1]), ***: \(counts[2])"
}

for ratings in [[1, 2, 3, 3], [], [1, 5]] {
    do {
        let s = try summarize(ratings)
        print(s)
    } catch {
        switch error {
        case .noRatings:
            print("no ratings")
        case .invalidRating(let r):
            print("invalid rating \(r)")
        }
    }
}

do throws(StatisticsError) {
    _ = try summarize([4])
} catch .invalidRating(let r) {
    print("typed do caught invalid \(r)")
} catch {
    print("typed do caught \(error)")
}

func applyTwice(_ value: Int, _ transform: (Int) throws -> Int) rethrows -> Int {
    return try transform(try transform(value))
}

let doubled = applyTwice(3) { $0 * 2 }
print("doubled twice \(doubled)")

enum MathError: Error { case overflow(Int) }
func checkedTriple(_ n: Int) throws -> Int {
    if n > 50 { throw MathError.overflow(n) }
    return n * 3
}
do {
    print(try applyTwice(4, checkedTriple))
    print(try applyTwice(20, checkedTriple))
} catch MathError.overflow(let n) {
    print("overflow at \(n)")
}

// rethrows with a standard library map
func transformAll(_ values: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    try values.map(f)
}
print(transformAll([1, 2, 3]) { $0 + 10 })
let safe = try? transformAll([1, 60], checkedTriple)
print(safe as Any)

// Typed throws with a generic error parameter
func attempt<E: Error>(_ body: () throws(E) -> Int) throws(E) -> Int {
    try body() + 1
}
let plain = attempt { 41 }
print("plain \(plain)")
do {
    _ = try attempt { () throws(StatisticsError) -> Int in throw .noRatings }
} catch {
    print("generic typed: \(error)")
}

// throws(Never) never needs try handling
func neverFails() throws(Never) -> String { "steady" }
print(neverFails())

// Converting typed throws to Result
func ratingResult(_ ratings: [Int]) -> Result<String, StatisticsError> {
    Result { () throws(StatisticsError) -> String in try summarize(ratings) }
}
for input in [[2, 2], [0]] {
    switch ratingResult(input) {
    case .success(let s): print("success: \(s)")
    case .failure(let e): print("failure: \(e)")
    }
}

// Result.get() rethrowing the stored error
let stored: Result<Int, MathError> = .failure(.overflow(99))
do {
    _ = try stored.get()
} catch {
    print("get threw \(error)")
}

// expect: *: 1, **: 1, ***: 2
// expect: no ratings
// expect: invalid rating 5
// expect: typed do caught invalid 4
// expect: doubled twice 12
// expect: 36
// expect: overflow at 60
// expect: [11, 12, 13]
// expect: nil
// expect: plain 42
// expect: generic typed: noRatings
// expect: steady
// expect: success: *: 0, **: 2, ***: 0
// expect: failure: invalidRating(0)
// expect: get threw overflow(99)

// Swift in Depth style (rethrows): a custom rethrowing helper used with throwing and non-throwing closures
enum GradeError: Error {
    case outOfRange(Int)
}

extension Sequence {
    func mapIndexed<T>(_ transform: (Int, Element) throws -> T) rethrows -> [T] {
        var result: [T] = []
        for (index, element) in enumerated() {
            result.append(try transform(index, element))
        }
        return result
    }

    func firstFailing(_ check: (Element) throws -> Void) rethrows -> Int {
        var passed = 0
        for element in self {
            try check(element)
            passed += 1
        }
        return passed
    }
}

func letter(for score: Int) throws -> Character {
    switch score {
    case 90...100: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case 0..<70: return "F"
    default: throw GradeError.outOfRange(score)
    }
}

let scores = [95, 82, 71, 40]
let labels = scores.mapIndexed { i, s in "#\(i + 1):\(s)" }
print(labels)

do {
    let grades = try scores.mapIndexed { _, s in try letter(for: s) }
    print(String(grades))
    let bad = try [88, 101, 77].mapIndexed { _, s in try letter(for: s) }
    print("not reached", bad)
} catch GradeError.outOfRange(let s) {
    print("score \(s) out of range")
} catch {
    print(error)
}

let passedCount = try? [10, 20, -5, 30].firstFailing { v in
    if v < 0 { throw GradeError.outOfRange(v) }
}
print(passedCount as Any)
let allFine = [1, 2, 3].firstFailing { _ in }
print(allFine)

// expect: ["#1:95", "#2:82", "#3:71", "#4:40"]
// expect: ABCF
// expect: score 101 out of range
// expect: nil
// expect: 3

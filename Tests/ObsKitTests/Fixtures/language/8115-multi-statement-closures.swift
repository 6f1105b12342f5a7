// Swift Evolution style: SE-0326 multi-statement closure parameter and result type inference
let scores = [72, 88, 95, 61, 79]

// The result type is inferred from the body without an explicit signature
let labels = scores.map { score in
    let bucket = score / 10 * 10
    if bucket >= 90 {
        return "excellent (\(score))"
    }
    return "\(bucket)s (\(score))"
}
for label in labels { print(label) }

let summary = {
    var total = 0
    for s in scores { total += s }
    let average = Double(total) / Double(scores.count)
    return (total: total, average: average)
}()
print("total \(summary.total), average \(summary.average)")

func measure<T>(_ name: String, _ body: () -> T) -> T {
    let value = body()
    print("\(name) -> \(value)")
    return value
}

let maxScore = measure("max") {
    var best = Int.min
    for s in scores where s > best {
        best = s
    }
    return best
}
print("best was \(maxScore)")

let parsed = ["1", "x", "3", "", "5"].compactMap { text in
    guard !text.isEmpty else {
        print("skipping empty")
        return nil as Int?
    }
    let n = Int(text)
    if n == nil { print("cannot parse \(text)") }
    return n
}
print(parsed)

let grouped = Dictionary(grouping: scores) { score in
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    default:
        let letter = score >= 70 ? "C" : "D"
        return letter
    }
}
for key in grouped.keys.sorted() {
    print(key, grouped[key]!)
}

// expect: 70s (72)
// expect: 80s (88)
// expect: excellent (95)
// expect: 60s (61)
// expect: 70s (79)
// expect: total 395, average 79.0
// expect: max -> 95
// expect: best was 95
// expect: cannot parse x
// expect: skipping empty
// expect: [1, 3, 5]
// expect: A [95]
// expect: B [88]
// expect: C [72, 79]
// expect: D [61]

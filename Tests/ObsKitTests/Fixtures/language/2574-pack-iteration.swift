// Swift Evolution style (SE-0408): iterating over value packs with `for x in repeat each xs`
func sumInts<each T: BinaryInteger>(_ values: repeat each T) -> Int {
    var total = 0
    for v in repeat each values {
        total += Int(v)
    }
    return total
}

func firstNil<each T>(_ values: repeat (each T)?) -> Int? {
    var index = 0
    for v in repeat each values {
        if v == nil { return index }
        index += 1
    }
    return nil
}

func joinDescriptions<each T>(_ values: repeat each T, separator: String) -> String {
    var result = ""
    var isFirst = true
    for value in repeat each values {
        if !isFirst { result += separator }
        result += "\(value)"
        isFirst = false
    }
    return result
}

func anyEmpty<each C: Collection>(_ collections: repeat each C) -> Bool {
    for c in repeat each collections {
        if c.isEmpty { return true }
    }
    return false
}

func countLarge<each T: Comparable>(_ pairs: repeat (each T, each T)) -> Int {
    var count = 0
    for (a, b) in repeat each pairs {
        if a > b { count += 1 }
    }
    return count
}

func loopWithBreak<each T>(_ values: repeat each T) -> [String] {
    var seen: [String] = []
    for v in repeat each values {
        let text = "\(v)"
        if text == "stop" { break }
        if text.isEmpty { continue }
        seen.append(text)
    }
    return seen
}

print(sumInts(1, Int8(2), UInt16(30), Int64(-4)))
print(sumInts())
print(firstNil(1, "a", nil as Double?, 4) as Any)
print(firstNil(1, 2) as Any)
print(joinDescriptions(1, "two", [3], separator: " + "))
print(joinDescriptions(separator: "?").isEmpty)
print(anyEmpty([1], "x", Set<Int>()))
print(anyEmpty([1], "x"))
print(countLarge((3, 1), ("a", "b"), (2.5, 2.0)))
print(loopWithBreak("a", "", 7, "stop", "never"))
// expect: 29
// expect: 0
// expect: Optional(2)
// expect: nil
// expect: 1 + two + [3]
// expect: true
// expect: true
// expect: false
// expect: 2
// expect: ["a", "7"]

// Apple docs style (Collection): indices, index(after:), distance and chunking
let streets = ["Adams", "Bryant", "Channing", "Douglas", "Evarts"]
if let i = streets.firstIndex(of: "Douglas") {
    print("Douglas at \(i), distance from start: \(streets.distance(from: streets.startIndex, to: i))")
}
print("firstIndex of missing:", streets.firstIndex(of: "Zelda") as Any)

var i = streets.startIndex
while i != streets.endIndex {
    print("index \(i): \(streets[i])")
    i = streets.index(after: i)
}

let s = "collection"
let third = s.index(s.startIndex, offsetBy: 2)
print("third char:", s[third], "distance to end:", s.distance(from: third, to: s.endIndex))
var j = s.startIndex
s.formIndex(after: &j)
s.formIndex(&j, offsetBy: 3)
print("after formIndex:", s[j])
print("indices count:", s.indices.count, "== count:", s.indices.count == s.count)

let evens = Array(stride(from: 0, through: 30, by: 2))
let mid = evens.index(evens.startIndex, offsetBy: evens.count / 2)
print("middle element:", evens[mid])
print("randomAccess distance:", evens.distance(from: 3, to: 11), evens.distance(from: 11, to: 3))
print("index limitedBy:", evens.index(0, offsetBy: 20, limitedBy: evens.endIndex) as Any)

func chunked<C: Collection>(_ c: C, size: Int) -> [C.SubSequence] {
    var result: [C.SubSequence] = []
    var start = c.startIndex
    while start != c.endIndex {
        let end = c.index(start, offsetBy: size, limitedBy: c.endIndex) ?? c.endIndex
        result.append(c[start..<end])
        start = end
    }
    return result
}
print("chunked array:", chunked(evens, size: 5).map(Array.init))
print("chunked string:", chunked("abcdefghij", size: 3).map(String.init))

let stepped = stride(from: 0, to: evens.count, by: 4).map { evens[$0..<min($0 + 4, evens.count)] }
print("chunked by stride:", stepped.map { $0.reduce(0, +) })

let letters = "hello"
print("first/last:", letters.first!, letters.last!)
print("indices of l:", letters.indices.filter { letters[$0] == "l" }.map { letters.distance(from: letters.startIndex, to: $0) })
print("isEmpty/count:", "".isEmpty, letters.count, "underestimated:", letters.underestimatedCount <= letters.count)
let dict = ["b": 2, "a": 1]
let sortedPairs = dict.sorted { $0.key < $1.key }
print("sorted dict pairs:", sortedPairs.map { "\($0.key)\($0.value)" })
print("randomElement on empty:", [Int]().randomElement() as Any)
let lastIdx = streets.indices.last!
print("last index:", lastIdx, streets[lastIdx], "endIndex:", streets.endIndex)
print("reversed indices:", Array(streets.indices.reversed()))
// expect: Douglas at 3, distance from start: 3
// expect: firstIndex of missing: nil
// expect: index 0: Adams
// expect: index 1: Bryant
// expect: index 2: Channing
// expect: index 3: Douglas
// expect: index 4: Evarts
// expect: third char: l distance to end: 8
// expect: after formIndex: e
// expect: indices count: 10 == count: true
// expect: middle element: 16
// expect: randomAccess distance: 8 -8
// expect: index limitedBy: nil
// expect: chunked array: [[0, 2, 4, 6, 8], [10, 12, 14, 16, 18], [20, 22, 24, 26, 28], [30]]
// expect: chunked string: ["abc", "def", "ghi", "j"]
// expect: chunked by stride: [12, 44, 76, 108]
// expect: first/last: h o
// expect: indices of l: [2, 3]
// expect: isEmpty/count: true 5 underestimated: true
// expect: sorted dict pairs: ["a1", "b2"]
// expect: randomElement on empty: nil
// expect: last index: 4 Evarts endIndex: 5
// expect: reversed indices: [4, 3, 2, 1, 0]

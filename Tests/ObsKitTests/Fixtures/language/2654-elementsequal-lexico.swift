// Compiler test style: elementsEqual and lexicographicallyPrecedes across different sequence types
print([1, 2, 3].elementsEqual(1...3), [1, 2, 3].elementsEqual([1, 2]))
print("abc".elementsEqual(["a", "b", "c"]))
print("abc".elementsEqual("ABC", by: { $0.lowercased() == $1.lowercased() }))
print([1, 2, 3].lexicographicallyPrecedes([1, 2, 4]))
print([1, 2].lexicographicallyPrecedes([1, 2, 0]), [1, 2, 0].lexicographicallyPrecedes([1, 2]), [1, 2].lexicographicallyPrecedes([1, 2]))
print("apple".lexicographicallyPrecedes("apricot"), "Zebra" < "apple")
print([3, 1].lexicographicallyPrecedes([2, 9], by: >))
let composed = "\u{e9}"
let decomposed = "e\u{301}"
print(composed == decomposed, composed.elementsEqual(decomposed))
print(composed.unicodeScalars.elementsEqual(decomposed.unicodeScalars))
print(composed.utf8.elementsEqual(decomposed.utf8))
print(stride(from: 0, to: 6, by: 2).elementsEqual([0, 2, 4]), [[1], [2]].elementsEqual([[1], [2]]))
struct Version: Comparable {
    let parts: [Int]
    static func < (l: Version, r: Version) -> Bool { l.parts.lexicographicallyPrecedes(r.parts) }
}
let versions = [
    Version(parts: [1, 10]), Version(parts: [1, 2, 1]), Version(parts: [1, 2]),
]
print(versions.sorted().map { $0.parts.map(String.init).joined(separator: ".") })
// expect: true false
// expect: true
// expect: true
// expect: true
// expect: true false false
// expect: true true
// expect: true
// expect: true true
// expect: false
// expect: false
// expect: true true
// expect: ["1.2", "1.2.1", "1.10"]

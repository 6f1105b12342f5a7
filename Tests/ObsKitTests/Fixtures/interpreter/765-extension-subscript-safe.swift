// A subscript added to Collection (`subscript(safe:)`) uses the collection's own subscript inside, which
// stays the library's; it works on arrays and strings alike. Expected output from swiftc 6.3.1 on Linux.
extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
    var isNotEmpty: Bool { !isEmpty }
}
let scores = [10, 20, 30]
print(scores[safe: 1] as Any, scores[safe: 5] as Any, scores[1])
print(scores.isNotEmpty, [String]().isNotEmpty, "abc".isNotEmpty)
let dictionary = ["a": 1]
print(dictionary.isNotEmpty)

// expect: Optional(20) nil 20
// expect: true false true
// expect: true

// Extensions of library protocols reach every conforming library type: `Collection where Element: Numeric`
// sums arrays, sets and ranges; `Sequence` counts matches. Expected output from swiftc 6.3.1 on Linux.
extension Collection where Element: Numeric {
    var total: Element { reduce(0, +) }
}
extension Sequence {
    func tally(where test: (Element) -> Bool) -> Int {
        var n = 0
        for element in self where test(element) { n += 1 }
        return n
    }
}
print([1, 2, 3].total, [1.5, 2.5].total, (1...10).total)
print([3, 8, 12].tally { $0 > 5 }, "banana".tally { $0 == "a" }, (1...20).tally { $0 % 7 == 0 })

// expect: 6 4.0 55
// expect: 2 3 2

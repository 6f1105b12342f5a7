// Advanced Swift style (BidirectionalCollection searches): lastIndex variants, suffix(while:) and palindromes
extension BidirectionalCollection {
    func suffix(while predicate: (Element) throws -> Bool) rethrows -> SubSequence {
        var start = endIndex
        while start != startIndex {
            let before = index(before: start)
            guard try predicate(self[before]) else { break }
            start = before
        }
        return self[start...]
    }

    func last(where predicate: (Element) throws -> Bool, skipping count: Int) rethrows -> Element? {
        var skipped = 0
        for element in reversed() where try predicate(element) {
            if skipped == count { return element }
            skipped += 1
        }
        return nil
    }
}

extension BidirectionalCollection where Element: Equatable {
    var isPalindrome: Bool {
        var lo = startIndex
        var hi = endIndex
        while lo != hi {
            formIndex(before: &hi)
            if lo == hi { break }
            if self[lo] != self[hi] { return false }
            formIndex(after: &lo)
        }
        return true
    }
}

let readings = [5, 3, 8, 9, 10, 12]
print(Array(readings.suffix(while: { $0 > 4 })))
print(readings.suffix(while: { $0 > 100 }).isEmpty)
print(String("filename.tar.gz".suffix(while: { $0 != "." })))
print(readings.last(where: { $0.isMultiple(of: 2) }, skipping: 0) as Any)
print(readings.last(where: { $0.isMultiple(of: 2) }, skipping: 2) as Any)
print(readings.last(where: { $0 > 100 }, skipping: 0) as Any)

for word in ["level", "swift", "racecar", "", "ab", "a"] {
    print("\"\(word)\"", word.isPalindrome)
}
print([1, 2, 3, 2, 1].isPalindrome, [1, 2].isPalindrome)
let cleaned = "A man, a plan, a canal: Panama".lowercased().filter { $0.isLetter }
print(cleaned, cleaned.isPalindrome)
print((1...1).isPalindrome, readings[2...3].isPalindrome)

// expect: [8, 9, 10, 12]
// expect: true
// expect: gz
// expect: Optional(12)
// expect: Optional(8)
// expect: nil
// expect: "level" true
// expect: "swift" false
// expect: "racecar" true
// expect: "" true
// expect: "ab" false
// expect: "a" true
// expect: true false
// expect: amanaplanacanalpanama true
// expect: true false

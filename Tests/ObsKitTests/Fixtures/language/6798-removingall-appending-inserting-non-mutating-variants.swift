// objc.io style (RangeReplaceableCollection helpers): removingAll, appending and inserting as non-mutating variants
extension RangeReplaceableCollection {
    func removingAll(where shouldRemove: (Element) throws -> Bool) rethrows -> Self {
        var copy = self
        try copy.removeAll(where: shouldRemove)
        return copy
    }

    func appending(_ element: Element) -> Self {
        var copy = self
        copy.append(element)
        return copy
    }

    func appending<S: Sequence>(contentsOf other: S) -> Self where S.Element == Element {
        var copy = self
        copy.append(contentsOf: other)
        return copy
    }

    func prepending(_ element: Element) -> Self {
        var copy = self
        copy.insert(element, at: startIndex)
        return copy
    }
}

extension RangeReplaceableCollection where Element: Equatable {
    func removingAll(_ value: Element) -> Self {
        removingAll { $0 == value }
    }
}

let primes = [2, 3, 5, 7, 11]
print(primes.appending(13))
print(primes.prepending(1))
print(primes.removingAll { $0 > 5 })
print(primes.appending(contentsOf: 17...19).removingAll(18))
print(primes)

let greeting = "hello, world"
print(greeting.removingAll(where: { "aeiou".contains($0) }))
print(greeting.appending("!"))
print(greeting.removingAll("l").prepending(">"))
print(greeting.appending(contentsOf: "??"))

let sub = "banana"[...]
let trimmed: Substring = sub.removingAll("a")
print(trimmed, type(of: trimmed))

let slice = primes[1...3]
let grown = slice.appending(99)
print(grown, grown.startIndex, grown.endIndex)

// expect: [2, 3, 5, 7, 11, 13]
// expect: [1, 2, 3, 5, 7, 11]
// expect: [2, 3, 5]
// expect: [2, 3, 5, 7, 11, 17, 19]
// expect: [2, 3, 5, 7, 11]
// expect: hll, wrld
// expect: hello, world!
// expect: >heo, word
// expect: hello, world??
// expect: bnn Substring
// expect: [3, 5, 7, 99] 1 5

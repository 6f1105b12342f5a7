// Compiler test style (stdlib): AnySequence/AnyIterator/AnyCollection type erasure, IteratorSequence, iterator copies
// known-gap: error: 2223-anysequence-anyiterator.swift:42:24: Fatal error: Unexpectedly found nil while unwrapping an Optional value
func evens(upTo limit: Int) -> AnySequence<Int> {
    AnySequence(stride(from: 0, through: limit, by: 2))
}
func labels(_ prefix: String) -> AnySequence<String> {
    AnySequence(["a", "b", "c"].lazy.map { prefix + $0 })
}

print(Array(evens(upTo: 10)), evens(upTo: 5).reduce(0, +))
print(Array(labels("item-")), labels("x").contains("xb"))

var sources: [AnySequence<Int>] = []
sources.append(AnySequence([1, 2, 3]))
sources.append(AnySequence(10...12))
sources.append(AnySequence(sequence(first: 100) { $0 < 300 ? $0 + 100 : nil }))
print(sources.map { Array($0) }, sources.flatMap { $0 }.count)

var counter = 0
let ticker = AnyIterator<String> {
    counter += 1
    return counter <= 3 ? "tick\(counter)" : nil
}
print(ticker.next()!, Array(ticker), ticker.next() as Any)

let base = [5, 6, 7].makeIterator()
var copyA = base
var copyB = base
print(copyA.next()!, copyA.next()!, copyB.next()!)

let wrapped = AnyIterator([9, 8, 7].makeIterator())
var wrappedCopy = wrapped
print(wrappedCopy.next()!, wrapped.next()!)

let collection = AnyCollection(["x", "y", "z"])
print(collection.count, collection.first!, Array(collection.dropFirst()), collection.isEmpty)
let index = collection.index(after: collection.startIndex)
print(collection[index], collection.distance(from: collection.startIndex, to: collection.endIndex))

var chars = "abc".makeIterator()
let iterSeq = IteratorSequence(chars)
print(String(iterSeq), chars.next()!)

let zipped = AnySequence(zip(1...3, "xyz"))
print(zipped.map { "\($0)\($1)" }.joined(separator: ","))
let erasedEmpty = AnySequence<Int>([])
print(Array(erasedEmpty), erasedEmpty.first(where: { _ in true }) as Any)

// expect: [0, 2, 4, 6, 8, 10] 6
// expect: ["item-a", "item-b", "item-c"] true
// expect: [[1, 2, 3], [10, 11, 12], [100, 200, 300]] 9
// expect: tick1 ["tick2", "tick3"] nil
// expect: 5 6 5
// expect: 9 8
// expect: 3 x ["y", "z"] false
// expect: y 3
// expect: abc a
// expect: 1x,2y,3z
// expect: [] nil

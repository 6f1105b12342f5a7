// starts(with:by:) and elementsEqual(_:by:) ask their predicate, pair by pair, until a pair differs or a
// side ends; drop(while:) of a sequence that is no collection is Swift's DropWhileSequence: it drops when
// made and walks the rest as iterated, so it works on an endless `sequence(first:next:)` (expected output:
// swiftc 6.3.1 on this machine).
print("Hello".starts(with: "he") { $0.lowercased() == $1.lowercased() }, "Hello".starts(with: "he"))
print([1, 2, 3].starts(with: [10, 20]) { $0 * 10 == $1 }, [1, 2].elementsEqual([2, 4], by: { $0 * 2 == $1 }))
var pairs: [String] = []
print([1, 2, 3].elementsEqual([1, 5, 3, 4]) { pairs.append("\($0)\($1)"); return $0 == $1 }, pairs)
var log: [String] = []
let counting = sequence(first: 1) { x -> Int? in log.append("next \(x)"); return x < 5 ? x + 1 : nil }
let dropped = counting.drop(while: { log.append("test \($0)"); return $0 < 3 })
log.append("made")
print(Array(dropped), log)
print(counting.starts(with: [1, 2]), counting.starts(with: [1, 3]), counting.starts(with: 1...6))
print(counting.elementsEqual(1...5), counting.elementsEqual([1, 2]))
let doubling = sequence(first: 2) { $0 * 2 }
print(doubling.starts(with: [2, 4, 8]), Array(doubling.drop(while: { $0 < 1000 }).prefix(3)))
let seq = sequence(first: 1) { $0 * 3 }
print(Array(seq.drop(while: { $0 < 50 }).prefix(2)))
print(Array(stride(from: 0, to: 20, by: 5).drop(while: { $0 < 6 })), (1...).drop(while: { $0 < 4 }).prefix(2).map { $0 })

// expect: true false
// expect: true true
// expect: false ["11", "25"]
// expect: [3, 4, 5] ["test 1", "next 1", "test 2", "next 2", "test 3", "made", "next 3", "next 4", "next 5"]
// expect: true false false
// expect: true false
// expect: true [1024, 2048, 4096]
// expect: [81, 243]
// expect: [10, 15] [4, 5]

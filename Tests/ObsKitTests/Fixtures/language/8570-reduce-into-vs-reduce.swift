// Q&A style (reduce vs reduce(into:) for building a dictionary?): accumulating values vs mutating an accumulator
let words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]

let totalLetters = words.reduce(0) { $0 + $1.count }
print("total letters:", totalLetters)

// reduce(into:) mutates the accumulator in place.
let byInitial = words.reduce(into: [Character: [String]]()) { acc, w in
    acc[w.first!, default: []].append(w)
}
for key in byInitial.keys.sorted() {
    print(key, byInitial[key]!)
}

// The plain reduce version has to copy and return.
let counts = words.reduce([Character: Int]()) { acc, w in
    var copy = acc
    copy[w.first!, default: 0] += 1
    return copy
}
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

// reduce with a string: order matters, starts from the initial value.
print(words.prefix(3).reduce("start") { "\($0)>\($1.prefix(2))" })

// reduce on an empty collection just returns the initial value.
let empty: [Int] = []
print(empty.reduce(10, +), empty.reduce(into: [0]) { $0.append($1) })

// Running totals with reduce(into:).
let running = [3, 1, 4, 1, 5].reduce(into: [Int]()) { acc, x in
    acc.append((acc.last ?? 0) + x)
}
print("running:", running)

// max via reduce, and the Dictionary(grouping:) alternative.
let longest = words.reduce("") { $1.count > $0.count ? $1 : $0 }
print("longest:", longest)
let grouped = Dictionary(grouping: words, by: { $0.count })
print(grouped.keys.sorted().map { "\($0):\(grouped[$0]!.count)" })

// expect: total letters: 40
// expect: a ["apple", "avocado", "apricot"]
// expect: b ["banana", "blueberry"]
// expect: c ["cherry"]
// expect: ["a=3", "b=2", "c=1"]
// expect: start>ap>av>ba
// expect: 10 [0]
// expect: running: [3, 4, 8, 9, 14]
// expect: longest: blueberry
// expect: ["5:1", "6:2", "7:2", "9:1"]

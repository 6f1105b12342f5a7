// Swift Evolution style (primary associated types): SE-0346/SE-0358 some Collection<Int> and any Sequence<String> from the standard library
func evens(upTo n: Int) -> some Collection<Int> {
    stride(from: 0, through: n, by: 2).map { $0 }
}

func average(of values: some Collection<Int>) -> Double {
    values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
}

func shout(_ words: any Sequence<String>) -> [String] {
    words.map { $0.uppercased() + "!" }
}

func firstAndLast<C: BidirectionalCollection<Character>>(_ c: C) -> String {
    guard let f = c.first, let l = c.last else { return "-" }
    return "\(f)\(l)"
}

let e = evens(upTo: 10)
print(Array(e), e.count)
print(average(of: e))
print(average(of: [3, 4]))
print(average(of: Set<Int>()))
print(average(of: 1...4))

let sources: [any Sequence<String>] = [
    ["a", "b"],
    Set(["only"]),
    "x y z".split(separator: " ").map(String.init),
]
for s in sources {
    print(shout(s))
}

print(firstAndLast("swift"))
print(firstAndLast("q"))
print(firstAndLast(""))

var dict: [String: any Collection<Int>] = [:]
dict["range"] = 1..<4
dict["array"] = [10, 20]
dict["evens"] = evens(upTo: 4)
for key in dict.keys.sorted() {
    let c = dict[key]!
    print(key, c.count, c.reduce(0, +))
}
// expect: [0, 2, 4, 6, 8, 10] 6
// expect: 5.0
// expect: 3.5
// expect: 0.0
// expect: 2.5
// expect: ["A!", "B!"]
// expect: ["ONLY!"]
// expect: ["X!", "Y!", "Z!"]
// expect: st
// expect: qq
// expect: -
// expect: array 2 30
// expect: evens 3 6
// expect: range 3 6

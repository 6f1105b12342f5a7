// Swift Evolution style (SE-0341 opaque parameter declarations): functions taking `some P` parameters, including `some Collection<Int>`, inout `some`, closures and multiple independent opaque parameters
protocol Scorer {
    func score(_ word: String) -> Int
}
struct LengthScorer: Scorer { func score(_ word: String) -> Int { word.count } }
struct VowelScorer: Scorer {
    func score(_ word: String) -> Int { word.filter { "aeiou".contains($0) }.count }
}

func best(of words: [String], using scorer: some Scorer) -> String {
    words.max { scorer.score($0) < scorer.score($1) } ?? ""
}
let list = ["sky", "banana", "queue", "strengths"]
print(best(of: list, using: LengthScorer()))
print(best(of: list, using: VowelScorer()))

func combine(_ a: some Scorer, _ b: some Scorer, on word: String) -> Int {
    a.score(word) + b.score(word)
}
print(combine(LengthScorer(), VowelScorer(), on: "opaque"))

func average(_ values: some Collection<Int>) -> Double {
    values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
}
print(average([2, 4, 9]), average(1...4), average([Int]()))

func appendTwice(_ target: inout some RangeReplaceableCollection<Character>, _ c: Character) {
    target.append(c)
    target.append(c)
}
var word = "ab"
appendTwice(&word, "!")
print(word)
var chars: [Character] = ["x"]
appendTwice(&chars, "y")
print(chars)

func printAll(_ items: some Sequence<some CustomStringConvertible>) {
    print(items.map(\.description).joined(separator: ","))
}
printAll([1, 2, 3])
printAll(["p", "q"])
printAll(Set([true]))

func apply(_ f: (Int) -> some Equatable, to x: Int, equals y: Int) -> Bool {
    f(x) == f(y)
}
print(apply({ $0 % 3 }, to: 4, equals: 7), apply({ $0 % 3 }, to: 4, equals: 5))

func keyed(_ pairs: some Sequence<(String, Int)>) -> String {
    pairs.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
}
print(keyed([("b", 2), ("a", 1)]))
print(keyed(["z": 26, "m": 13].map { ($0.key, $0.value) }))

func largest(_ values: some Sequence<some Comparable>) -> String {
    values.max().map { "\($0)" } ?? "empty"
}
print(largest([3, 9, 1]), largest(["pear", "apple"]), largest([Double]()))

// expect: strengths
// expect: queue
// expect: 10
// expect: 5.0 2.5 0.0
// expect: ab!!
// expect: ["x", "y", "y"]
// expect: 1,2,3
// expect: p,q
// expect: true
// expect: true false
// expect: a=1 b=2
// expect: m=13 z=26
// expect: 9 pear empty

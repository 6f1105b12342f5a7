// Swift book style (Opaque and Boxed Protocol Types): protocols with Self requirements used through some and any
protocol Scorer {
    associatedtype Score: Comparable
    var name: String { get }
    func score(_ word: String) -> Score
}
struct LengthScorer: Scorer {
    let name = "length"
    func score(_ word: String) -> Int { word.count }
}
struct VowelScorer: Scorer {
    let name = "vowels"
    func score(_ word: String) -> Double {
        Double(word.filter { "aeiou".contains($0) }.count) / Double(max(word.count, 1))
    }
}
func best(_ words: [String], by scorer: some Scorer) -> String {
    words.max { scorer.score($0) < scorer.score($1) } ?? ""
}
let words = ["sky", "queue", "banana", "io"]
print(best(words, by: LengthScorer()), best(words, by: VowelScorer()))
let scorers: [any Scorer] = [LengthScorer(), VowelScorer()]
for s in scorers {
    print(s.name, best(words, by: s))
}
func describeScore(_ s: any Scorer, _ w: String) -> String {
    "\(s.name):\(s.score(w))"
}
print(scorers.map { describeScore($0, "audio") })
func isEqualShape(_ a: any Equatable, _ b: any Equatable) -> Bool {
    func check<T: Equatable>(_ x: T) -> Bool {
        guard let y = b as? T else { return false }
        return x == y
    }
    return check(a)
}
print(isEqualShape(3, 3), isEqualShape(3, "3"), isEqualShape("a", "a"))
func makeCounter() -> some Equatable & CustomStringConvertible { 42 }
let c1 = makeCounter(), c2 = makeCounter()
print(c1 == c2, c1.description)
let boxedList: [any Hashable] = [1, "one", 1.0]
print(boxedList.count, Set(boxedList.map { AnyHashable($0) }).count)
// expect: banana io
// expect: length banana
// expect: vowels io
// expect: ["length:5", "vowels:0.8"]
// expect: true false true
// expect: true 42
// expect: 3 2

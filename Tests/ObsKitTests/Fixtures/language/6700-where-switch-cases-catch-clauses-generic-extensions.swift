// Swift book style (where clauses): where in for-in, in switch cases, in catch clauses and in generic extensions
enum ScoreError: Error { case invalid(Int) }

let scores = [72, 105, 88, -3, 91, 64, 100]

for score in scores where score > 100 || score < 0 {
    print("invalid score \(score)")
}

var buckets: [String] = []
for score in scores {
    switch score {
    case let s where s < 0 || s > 100: buckets.append("x")
    case 90...: buckets.append("A")
    case let s where s % 2 == 0: buckets.append("even")
    default: buckets.append("odd")
    }
}
print(buckets)

func validated(_ s: Int) throws -> Int {
    guard (0...100).contains(s) else { throw ScoreError.invalid(s) }
    return s
}

for s in scores {
    do {
        _ = try validated(s)
    } catch ScoreError.invalid(let v) where v > 100 {
        print("\(v): too high by \(v - 100)")
    } catch ScoreError.invalid(let v) {
        print("\(v): negative")
    } catch {}
}

extension Array where Element: Numeric & Comparable {
    func total(over threshold: Element) -> Element {
        var sum: Element = 0
        for value in self where value > threshold { sum += value }
        return sum
    }
}
print(scores.total(over: 80), [1.5, 2.5, 0.5].total(over: 1.0))

let words = ["apple", "kiwi", "banana", "fig", "cherry"]
for (i, w) in words.enumerated() where i % 2 == 0 && w.count > 3 {
    print(i, w)
}
if case let n = words.count, n > 4 { print("many words:", n) }

// expect: invalid score 105
// expect: invalid score -3
// expect: ["even", "x", "even", "x", "A", "even", "A"]
// expect: 105: too high by 5
// expect: -3: negative
// expect: 384 4.0
// expect: 0 apple
// expect: 2 banana
// expect: 4 cherry
// expect: many words: 5

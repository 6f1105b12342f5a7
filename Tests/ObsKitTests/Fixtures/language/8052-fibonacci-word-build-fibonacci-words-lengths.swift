// Rosetta Code style (Fibonacci word): build Fibonacci words, lengths and Shannon entropy table
import Foundation
func entropy(_ s: String) -> Double {
    let counts = s.reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
    let n = Double(s.count)
    return counts.values.reduce(0.0) { acc, c in
        let p = Double(c) / n
        return acc - p * log2(p)
    }
}
var words = ["1", "0"]
while words.count < 20 { words.append(words[words.count - 1] + words[words.count - 2]) }
print(" N   Length          Entropy Word")
for (i, w) in words.enumerated() {
    let shown = w.count <= 21 ? w : "..."
    print(String(format: "%2d %8d %16.12f %@", i + 1, w.count, entropy(w), shown))
}
let w = words[9]
let ones = w.filter { $0 == "1" }.count
print("word 10 has \(ones) ones and \(w.count - ones) zeros")
// expect:  N   Length          Entropy Word
// expect:  1        1   0.000000000000 1
// expect:  2        1   0.000000000000 0
// expect:  3        2   1.000000000000 01
// expect:  4        3   0.918295834054 010
// expect:  5        5   0.970950594455 01001
// expect:  6        8   0.954434002925 01001010
// expect:  7       13   0.961236604723 0100101001001
// expect:  8       21   0.958711882977 010010100100101001010
// expect:  9       34   0.959686893774 ...
// expect: 10       55   0.959316032054 ...
// expect: 11       89   0.959457915839 ...
// expect: 12      144   0.959403754221 ...
// expect: 13      233   0.959424446956 ...
// expect: 14      377   0.959416543740 ...
// expect: 15      610   0.959419562603 ...
// expect: 16      987   0.959418409515 ...
// expect: 17     1597   0.959418849958 ...
// expect: 18     2584   0.959418681724 ...
// expect: 19     4181   0.959418745984 ...
// expect: 20     6765   0.959418721439 ...
// expect: word 10 has 21 ones and 34 zeros

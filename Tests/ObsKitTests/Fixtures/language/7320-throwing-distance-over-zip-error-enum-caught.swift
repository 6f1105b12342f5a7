// Exercism style (Hamming): a throwing distance over zip with an Error enum caught in the harness
enum HammingError: Error, Equatable {
    case differentLengths(Int, Int)
}

struct Hamming {
    static func compute(_ first: String, against second: String) throws -> Int {
        guard first.count == second.count else {
            throw HammingError.differentLengths(first.count, second.count)
        }
        return zip(first, second).reduce(0) { $1.0 == $1.1 ? $0 : $0 + 1 }
    }
}

let pairs = [
    ("", ""),
    ("A", "A"),
    ("G", "T"),
    ("GGACTGAAATCTG", "GGACTGAAATCTG"),
    ("GGACGGATTCTG", "AGGACGGATTCT"),
    ("AATG", "AAA"),
    ("ATA", "AGTG"),
    ("GATACA", "GCATAA"),
    ("", "G"),
]
for (a, b) in pairs {
    do {
        let d = try Hamming.compute(a, against: b)
        print("\(a)/\(b): \(d)")
    } catch HammingError.differentLengths(let x, let y) {
        print("\(a)/\(b): lengths differ (\(x) vs \(y))")
    } catch {
        print("unexpected: \(error)")
    }
}
let total = pairs.compactMap { try? Hamming.compute($0.0, against: $0.1) }.reduce(0, +)
print("total distance:", total)

// expect: /: 0
// expect: A/A: 0
// expect: G/T: 1
// expect: GGACTGAAATCTG/GGACTGAAATCTG: 0
// expect: GGACGGATTCTG/AGGACGGATTCT: 9
// expect: AATG/AAA: lengths differ (4 vs 3)
// expect: ATA/AGTG: lengths differ (3 vs 4)
// expect: GATACA/GCATAA: 4
// expect: /G: lengths differ (0 vs 1)
// expect: total distance: 14

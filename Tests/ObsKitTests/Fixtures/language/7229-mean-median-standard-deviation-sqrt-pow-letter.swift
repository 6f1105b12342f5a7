// Tutorial style (grade book): mean, median, standard deviation with sqrt and pow, letter grades and aligned String(format:) rows
import Foundation

let scores: [String: [Double]] = [
    "Ahmed": [88, 92, 79, 95],
    "Bea": [72, 65, 80, 70],
    "Chen": [95, 98, 100, 97],
    "Dara": [55, 61, 58, 70],
    "Eli": [82, 85, 88, 79],
]

func mean(_ xs: [Double]) -> Double { xs.reduce(0, +) / Double(xs.count) }
func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 0 ? (s[s.count / 2 - 1] + s[s.count / 2]) / 2 : s[s.count / 2]
}
func stddev(_ xs: [Double]) -> Double {
    let m = mean(xs)
    return sqrt(xs.map { pow($0 - m, 2) }.reduce(0, +) / Double(xs.count - 1))
}
func letter(_ avg: Double) -> String {
    switch avg {
    case 90...: return "A"
    case 80..<90: return "B"
    case 70..<80: return "C"
    case 60..<70: return "D"
    default: return "F"
    }
}

print(String(format: "%-8@ %6@ %6@ %6@ %@", "Student" as NSString, "Mean" as NSString, "Median" as NSString, "SD" as NSString, "Grade" as NSString))
var averages: [(String, Double)] = []
for name in scores.keys.sorted() {
    let xs = scores[name]!
    let m = mean(xs)
    averages.append((name, m))
    print(String(format: "%-8@ %6.2f %6.1f %6.2f %@", name as NSString, m, median(xs), stddev(xs), letter(m) as NSString))
}

let all = scores.values.flatMap { $0 }
print(String(format: "class mean %.3f, median %.1f, sd %.3f, n=%d", mean(all), median(all), stddev(all), all.count))
let ranked = averages.sorted { $0.1 > $1.1 }
print("ranking:", ranked.enumerated().map { "\($0.offset + 1).\($0.element.0)" }.joined(separator: " "))
var distribution: [String: Int] = [:]
for (_, avg) in averages { distribution[letter(avg), default: 0] += 1 }
print(["A", "B", "C", "D", "F"].map { "\($0):\(distribution[$0] ?? 0)" }.joined(separator: " "))
let original = Dictionary(uniqueKeysWithValues: averages)
let curved = averages.map { ($0.0, min(100, $0.1 + 5)) }.filter { letter($0.1) != letter(original[$0.0]!) }
print("grade changes with +5 curve:", curved.map { "\($0.0)->\(letter($0.1))" })
let z = (scores["Chen"]!.last! - mean(all)) / stddev(all)
print(String(format: "z-score of Chen's last test: %.4f", z), round(z * 100) / 100, ceil(z), floor(-z))

// expect: Student Mean Median SD Grade
// expect: Ahmed  88.50   90.0   6.95 B
// expect: Bea  71.75   71.0   6.24 C
// expect: Chen  97.50   97.5   2.08 A
// expect: Dara  61.00   59.5   6.48 D
// expect: Eli  83.50   83.5   3.87 B
// expect: class mean 80.450, median 81.0, sd 13.994, n=20
// expect: ranking: 1.Chen 2.Ahmed 3.Eli 4.Bea 5.Dara
// expect: A:1 B:2 C:1 D:1 F:0
// expect: grade changes with +5 curve: ["Ahmed->A"]
// expect: z-score of Chen's last test: 1.1826 1.18 2.0 -2.0

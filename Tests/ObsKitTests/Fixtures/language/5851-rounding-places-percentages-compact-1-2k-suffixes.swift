// Stack Overflow style (number formatting): rounding to places, percentages, compact "1.2K" suffixes and ordinal strings
func rounded(_ value: Double, places: Int) -> Double {
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    return (value * factor).rounded() / factor
}

func percent(_ part: Int, of whole: Int) -> String {
    guard whole != 0 else { return "n/a" }
    let tenths = (part * 1000 + whole / 2) / whole
    return "\(tenths / 10).\(tenths % 10)%"
}

func compact(_ n: Int) -> String {
    let units: [(Int, String)] = [(1_000_000_000, "B"), (1_000_000, "M"), (1_000, "K")]
    let sign = n < 0 ? "-" : ""
    let m = abs(n)
    for (size, suffix) in units where m >= size {
        let tenths = m * 10 / size
        let text = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        return sign + text + suffix
    }
    return "\(n)"
}

func ordinal(_ n: Int) -> String {
    let lastTwo = n % 100
    let suffix: String
    if (11...13).contains(lastTwo) {
        suffix = "th"
    } else {
        switch n % 10 {
        case 1: suffix = "st"
        case 2: suffix = "nd"
        case 3: suffix = "rd"
        default: suffix = "th"
        }
    }
    return "\(n)\(suffix)"
}

print(rounded(3.14159, places: 2), rounded(2.5, places: 0), rounded(-1.005, places: 2), rounded(1234.5678, places: 1))
print(percent(1, of: 3), percent(2, of: 3), percent(5, of: 5), percent(7, of: 0), percent(1, of: 8))
print([0, 999, 1000, 1250, 15_499, 999_999, 1_500_000, -2_300_000_000].map(compact))
print((1...25).filter { $0 <= 4 || $0 >= 11 && $0 <= 13 || $0 >= 21 }.map(ordinal).joined(separator: " "))
print(ordinal(101), ordinal(111), ordinal(1002))

let scores = [88.0, 92.5, 79.25, 100.0]
let mean = scores.reduce(0, +) / Double(scores.count)
print("mean:", mean, "rounded:", rounded(mean, places: 1), "int:", Int(mean), "ceil:", mean.rounded(.up))
print(7.0 / 2, 7 / 2, Double(7 / 2), 1e6, 1e16, 0.1 + 0.2, Float(0.1) + Float(0.2))
print(String(255, radix: 2), String(255, radix: 16, uppercase: true), Int("ff", radix: 16) ?? 0)

// expect: 3.14 3.0 -1.0 1234.6
// expect: 33.3% 66.7% 100.0% n/a 12.5%
// expect: ["0", "999", "1K", "1.2K", "15.4K", "999.9K", "1.5M", "-2.3B"]
// expect: 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 24th 25th
// expect: 101st 111th 1002nd
// expect: mean: 89.9375 rounded: 89.9 int: 89 ceil: 90.0
// expect: 3.5 3 3.0 1000000.0 1e+16 0.30000000000000004 0.3
// expect: 11111111 FF 255

// Methods: methods, computed properties and mutating methods added by extension to Int, String, Array and Double.
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Int {
    func timesOver(_ task: () -> Void) {
        for _ in 0..<self { task() }
    }
    var isPrime: Bool {
        guard self > 1 else { return false }
        var d = 2
        while d * d <= self { if self % d == 0 { return false }; d += 1 }
        return true
    }
    mutating func clamp(to range: ClosedRange<Int>) { self = Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
    var ordinal: String {
        let suffix: String
        switch (self % 10, self % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(self)\(suffix)"
    }
}
2.timesOver { print("knock knock") }
print((1...30).filter(\.isPrime))
var volume = 140
volume.clamp(to: 0...100)
print(volume, [1, 2, 3, 11, 12, 22, 103, 111].map(\.ordinal))
extension String {
    var isPalindrome: Bool {
        let letters = lowercased().filter(\.isLetter)
        return letters == String(letters.reversed())
    }
    func words() -> [String] { split(separator: " ").map(String.init) }
}
print("Never odd or even".isPalindrome, "Swift".isPalindrome, "a b  c".words())
extension Array where Element == Int {
    func average() -> Double { isEmpty ? 0 : Double(reduce(0, +)) / Double(count) }
    mutating func removeOutliers(beyond limit: Int) { removeAll { abs($0) > limit } }
}
var samples = [4, 8, 1000, -3, -999, 7]
samples.removeOutliers(beyond: 100)
print(samples, samples.average())
extension Double {
    var kg: Double { self * 1_000.0 }
    var g: Double { self }
    var mg: Double { self / 1_000.0 }
}
print(250.0.mg, 1.5.kg, 2.0.kg + 350.0.g)

// expect: knock knock
// expect: knock knock
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
// expect: 100 ["1st", "2nd", "3rd", "11th", "12th", "22nd", "103rd", "111th"]
// expect: true false ["a", "b", "c"]
// expect: [4, 8, -3, 7] 4.0
// expect: 0.25 1500.0 2350.0

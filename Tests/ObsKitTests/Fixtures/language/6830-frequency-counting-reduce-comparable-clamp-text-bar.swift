// objc.io style (histograms): frequency counting with reduce(into:), a Comparable clamp and text bar charts
extension Comparable {
    func clamped(to limits: ClosedRange<Self>) -> Self {
        min(max(self, limits.lowerBound), limits.upperBound)
    }
}

extension Sequence where Element: Hashable {
    func frequencies() -> [Element: Int] {
        reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    func mostCommon() -> (element: Element, count: Int)? where Element: Comparable {
        frequencies().max { a, b in a.value < b.value || (a.value == b.value && a.key > b.key) }
            .map { ($0.key, $0.value) }
    }
}

extension Dictionary where Key: Comparable, Value == Int {
    func bars(scale: Int = 1, width: ClosedRange<Int> = 0...10) -> [String] {
        keys.sorted().map { key in
            let length = (self[key]! / scale).clamped(to: width)
            return "\(key) | " + String(repeating: "#", count: length) + " \(self[key]!)"
        }
    }
}

let rolls = [3, 5, 3, 6, 1, 3, 5, 2, 6, 6, 3, 4]
for line in rolls.frequencies().bars() { print(line) }
print(rolls.mostCommon()!)

let text = "it was the best of times it was the worst of times"
let wordFreq = text.split(separator: " ").map(String.init).frequencies()
print(wordFreq.filter { $0.value > 1 }.keys.sorted())
print(text.split(separator: " ").map(String.init).mostCommon()!)
print(text.filter { $0 != " " }.mostCommon().map { "\($0.element)=\($0.count)" }!)

let big = Dictionary(uniqueKeysWithValues: ["north", "south", "east"].enumerated().map { ($0.element, ($0.offset + 1) * 9) })
for line in big.bars(scale: 2, width: 0...12) { print(line) }

print(15.clamped(to: 0...10), (-3).clamped(to: 0...10), 2.5.clamped(to: 1.0...2.0), "m".clamped(to: "a"..."k"))
print([Int]().mostCommon() == nil)

// expect: 1 | # 1
// expect: 2 | # 1
// expect: 3 | #### 4
// expect: 4 | # 1
// expect: 5 | ## 2
// expect: 6 | ### 3
// expect: (element: 3, count: 4)
// expect: ["it", "of", "the", "times", "was"]
// expect: (element: "it", count: 2)
// expect: t=8
// expect: east | ############ 27
// expect: north | #### 9
// expect: south | ######### 18
// expect: 10 0 2.0 k
// expect: true

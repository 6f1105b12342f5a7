// Inside an extension of Array, the array's own members are used without `self.` (`count`, `isEmpty`,
// `reduce`, the mutating `removeAll`). Expected output from swiftc 6.3.1 on Linux.
extension Array where Element == Int {
    var average: Double { isEmpty ? 0 : Double(reduce(0, +)) / Double(count) }
    mutating func dropOutliers(beyond limit: Int) { removeAll { abs($0) > limit } }
    func scaled(by factor: Int) -> [Int] { map { $0 * factor } }
}
var samples = [4, 8, 1000, -3, -999, 7]
samples.dropOutliers(beyond: 100)
print(samples, samples.average, samples.scaled(by: 10))
print([Int]().average)

// expect: [4, 8, -3, 7] 4.0 [40, 80, -30, 70]
// expect: 0.0

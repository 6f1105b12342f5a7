// Splitting an array at separators gives ArraySlices that keep the original positions.
// Expected output: swiftc 6.3.1 on this machine.
let readings = [3, 4, 0, 7, 0, 0, 9, 1]
let runs = readings.split(separator: 0)
print(runs)
print(runs.map { $0.startIndex }, runs.map { $0.reduce(0, +) })
print(readings.split(separator: 0, omittingEmptySubsequences: false).count)
print(readings.split(whereSeparator: { $0 > 5 }).map(Array.init))
print(readings.split(separator: 0, maxSplits: 1).map { $0.count })

// expect: [ArraySlice([3, 4]), ArraySlice([7]), ArraySlice([9, 1])]
// expect: [0, 3, 6] [7, 7, 10]
// expect: 4
// expect: [[3, 4, 0], [0, 0], [1]]
// expect: [2, 5]

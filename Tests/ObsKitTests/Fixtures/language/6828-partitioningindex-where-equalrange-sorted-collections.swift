// Advanced Swift style (partitioning index): partitioningIndex(where:) and equalRange on sorted collections
extension RandomAccessCollection {
    func partitioningIndex(where belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var n = count
        var low = startIndex
        while n > 0 {
            let half = n / 2
            let mid = index(low, offsetBy: half)
            if try belongsInSecondPartition(self[mid]) {
                n = half
            } else {
                low = index(after: mid)
                n -= half + 1
            }
        }
        return low
    }
}

extension RandomAccessCollection where Element: Comparable {
    func equalRange(of value: Element) -> Range<Index> {
        let lower = partitioningIndex { $0 >= value }
        let upper = self[lower...].partitioningIndex { $0 > value }
        return lower..<upper
    }

    func countSorted(of value: Element) -> Int { let r = equalRange(of: value); return distance(from: r.lowerBound, to: r.upperBound) }
}

let grades = [55, 61, 61, 61, 70, 88, 88, 94]
let firstPassing = grades.partitioningIndex { $0 >= 60 }
print(firstPassing, grades[firstPassing...].count)
print(grades.equalRange(of: 61), grades.countSorted(of: 88), grades.equalRange(of: 75))
print(grades.partitioningIndex { $0 > 1000 } == grades.endIndex)

let tail = grades[3...]
print(tail.equalRange(of: 88), tail.partitioningIndex { $0 > 60 })

let names = ["ada", "bea", "bob", "cal", "cy", "dee"]
let bRange = names.equalRange(of: "bob")
print(bRange, names[bRange])
let cStart = names.partitioningIndex { $0 >= "c" }
let dStart = names.partitioningIndex { $0 >= "d" }
print(names[cStart..<dStart])

let r = 0..<100
print(r.partitioningIndex { $0 * $0 >= 2000 })
let sortedSet = Set([9, 2, 7, 4, 4]).sorted()
print(sortedSet, sortedSet.equalRange(of: 4), sortedSet.equalRange(of: 5))
let doubles: [Double] = [0.5, 1.5, 2.5, 3.5]
print(doubles.partitioningIndex { $0 > 2.0 })

// expect: 1 7
// expect: 1..<4 2 5..<5
// expect: true
// expect: 5..<7 3
// expect: 2..<3 ["bob"]
// expect: ["cal", "cy"]
// expect: 45
// expect: [2, 4, 7, 9] 1..<2 2..<2
// expect: 2

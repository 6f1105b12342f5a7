// Foundation in app code: Date from fixed timeIntervalSince1970, adding intervals and comparing dates
import Foundation

let launch = Date(timeIntervalSince1970: 1_600_000_000)
let oneDay: TimeInterval = 60 * 60 * 24
let later = launch.addingTimeInterval(3 * oneDay + 3600)

print(launch.timeIntervalSince1970)
print(later.timeIntervalSince1970)
print("Difference: \(later.timeIntervalSince(launch)) seconds")
print("Later is after launch: \(later > launch)")
print("Equal to itself: \(launch == Date(timeIntervalSince1970: 1_600_000_000))")

let dates = [
    Date(timeIntervalSince1970: 500),
    Date(timeIntervalSince1970: 100),
    Date(timeIntervalSince1970: 300),
]
let sorted = dates.sorted()
print(sorted.map { Int($0.timeIntervalSince1970) })
print("Earliest: \(Int(dates.min()!.timeIntervalSince1970)), latest: \(Int(dates.max()!.timeIntervalSince1970))")

let reference = Date(timeIntervalSinceReferenceDate: 0)
print("Reference date in 1970 seconds: \(reference.timeIntervalSince1970)")
switch later.compare(launch) {
case .orderedAscending: print("ascending")
case .orderedSame: print("same")
case .orderedDescending: print("descending")
}

// expect: 1600000000.0
// expect: 1600262800.0
// expect: Difference: 262800.0 seconds
// expect: Later is after launch: true
// expect: Equal to itself: true
// expect: [100, 300, 500]
// expect: Earliest: 100, latest: 500
// expect: Reference date in 1970 seconds: 978307200.0
// expect: descending

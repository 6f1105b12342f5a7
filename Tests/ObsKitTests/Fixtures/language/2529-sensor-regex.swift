// Puzzle style: Advent of Code beacon exclusion zone — regex parsing and merging covered ranges on a row
let report = """
Sensor at x=2, y=18: closest beacon is at x=-2, y=15
Sensor at x=9, y=16: closest beacon is at x=10, y=16
Sensor at x=13, y=2: closest beacon is at x=15, y=3
Sensor at x=12, y=14: closest beacon is at x=10, y=16
Sensor at x=10, y=20: closest beacon is at x=10, y=16
Sensor at x=14, y=17: closest beacon is at x=10, y=16
Sensor at x=8, y=7: closest beacon is at x=2, y=10
Sensor at x=2, y=0: closest beacon is at x=2, y=10
Sensor at x=0, y=11: closest beacon is at x=2, y=10
Sensor at x=20, y=14: closest beacon is at x=25, y=17
Sensor at x=17, y=20: closest beacon is at x=21, y=22
Sensor at x=16, y=7: closest beacon is at x=15, y=3
Sensor at x=14, y=3: closest beacon is at x=15, y=3
Sensor at x=20, y=1: closest beacon is at x=15, y=3
"""

struct Sensor {
    let x: Int, y: Int
    let beaconX: Int, beaconY: Int
    var radius: Int { abs(x - beaconX) + abs(y - beaconY) }

    func coverage(onRow row: Int) -> ClosedRange<Int>? {
        let spare = radius - abs(y - row)
        return spare >= 0 ? (x - spare)...(x + spare) : nil
    }
}

let pattern = #/Sensor at x=(-?\d+), y=(-?\d+): closest beacon is at x=(-?\d+), y=(-?\d+)/#
let sensors: [Sensor] = report.split(separator: "\n").compactMap { line in
    guard let match = line.wholeMatch(of: pattern) else { return nil }
    let (_, sx, sy, bx, by) = match.output
    return Sensor(x: Int(sx)!, y: Int(sy)!, beaconX: Int(bx)!, beaconY: Int(by)!)
}
print("Sensors parsed: \(sensors.count)")
print("Radii: \(sensors.map(\.radius))")

func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = result.last, range.lowerBound <= last.upperBound + 1 {
            result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
        } else {
            result.append(range)
        }
    }
    return result
}

let row = 10
let covered = merged(sensors.compactMap { $0.coverage(onRow: row) })
let beaconsOnRow = Set(sensors.filter { $0.beaconY == row }.map(\.beaconX))
let excluded = covered.reduce(0) { $0 + $1.count } - beaconsOnRow.count
print("Row \(row) ranges: \(covered.map { "\($0.lowerBound)...\($0.upperBound)" })")
print("Part 1: \(excluded) positions cannot contain a beacon")

let limit = 20
for y in 0...limit {
    let spans = merged(sensors.compactMap { $0.coverage(onRow: y) }.map { max($0.lowerBound, 0)...min($0.upperBound, limit) }.filter { !$0.isEmpty })
    if spans.count > 1 {
        let x = spans[0].upperBound + 1
        print("Distress beacon at x=\(x), y=\(y), tuning frequency \(x * 4_000_000 + y)")
    }
}
let numbers = report.matches(of: #/-?\d+/#).compactMap { Int($0.output) }
print("All numbers: \(numbers.count), sum \(numbers.reduce(0, +)), min \(numbers.min()!)")
// expect: Sensors parsed: 14
// expect: Radii: [7, 1, 3, 4, 4, 5, 9, 10, 3, 8, 6, 5, 1, 7]
// expect: Row 10 ranges: ["-2...24"]
// expect: Part 1: 26 positions cannot contain a beacon
// expect: Distress beacon at x=14, y=11, tuning frequency 56000011
// expect: All numbers: 56, sum 617, min -2

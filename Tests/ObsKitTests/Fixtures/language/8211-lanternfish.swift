// Advent of Code style: lanternfish timers bucketed into a counts array and rotated each day
let input = "3,4,3,1,2"

var buckets = Array(repeating: 0, count: 9)
for timer in input.split(separator: ",").map({ Int($0)! }) {
    buckets[timer] += 1
}
print("Initial buckets: \(buckets)")

func simulate(_ start: [Int], days: Int) -> Int {
    var fish = start
    for _ in 0..<days {
        let spawning = fish.removeFirst()
        fish[6] += spawning
        fish.append(spawning)
    }
    return fish.reduce(0, +)
}

for days in [18, 80] {
    print("After \(days) days: \(simulate(buckets, days: days))")
}
print("Part 1: \(simulate(buckets, days: 80))")
print("Part 2: \(simulate(buckets, days: 256))")

// expect: Initial buckets: [0, 1, 1, 2, 1, 0, 0, 0, 0]
// expect: After 18 days: 26
// expect: After 80 days: 5934
// expect: Part 1: 5934
// expect: Part 2: 26984457539

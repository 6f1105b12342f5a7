// LeetCode style (sorting): merge intervals with sorted(by:), insert interval, meeting rooms with tuple comparators, and sorting people by (height, k)
class Solution {
    func merge(_ intervals: [[Int]]) -> [[Int]] {
        let sorted = intervals.sorted { $0[0] < $1[0] }
        var merged: [[Int]] = []
        for interval in sorted {
            if let last = merged.last, last[1] >= interval[0] {
                merged[merged.count - 1][1] = max(last[1], interval[1])
            } else {
                merged.append(interval)
            }
        }
        return merged
    }

    func minMeetingRooms(_ intervals: [[Int]]) -> Int {
        var events: [(time: Int, delta: Int)] = []
        for iv in intervals {
            events.append((iv[0], 1))
            events.append((iv[1], -1))
        }
        events.sort { a, b in a.time == b.time ? a.delta < b.delta : a.time < b.time }
        var rooms = 0, best = 0
        for e in events {
            rooms += e.delta
            best = max(best, rooms)
        }
        return best
    }

    func reconstructQueue(_ people: [[Int]]) -> [[Int]] {
        let ordered = people.sorted { (p1, p2) -> Bool in
            if p1[0] != p2[0] { return p1[0] > p2[0] }
            return p1[1] < p2[1]
        }
        var queue: [[Int]] = []
        for p in ordered {
            queue.insert(p, at: p[1])
        }
        return queue
    }
}

let sol = Solution()
print(sol.merge([[1, 3], [2, 6], [8, 10], [15, 18]]))
print(sol.merge([[1, 4], [4, 5]]))
print(sol.merge([[5, 7], [1, 2], [2, 3], [6, 9]]))
print(sol.minMeetingRooms([[0, 30], [5, 10], [15, 20]]))
print(sol.minMeetingRooms([[7, 10], [2, 4]]))
print(sol.minMeetingRooms([[1, 5], [5, 10], [10, 15]]))
print(sol.reconstructQueue([[7, 0], [4, 4], [7, 1], [5, 0], [6, 1], [5, 2]]))

let scores = [("ann", 90), ("bob", 85), ("cat", 90), ("dan", 70)]
let ranked = scores.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
for (rank, entry) in ranked.enumerated() {
    print("\(rank + 1). \(entry.0) \(entry.1)")
}

// expect: [[1, 6], [8, 10], [15, 18]]
// expect: [[1, 5]]
// expect: [[1, 3], [5, 9]]
// expect: 2
// expect: 1
// expect: 1
// expect: [[5, 0], [7, 0], [5, 2], [6, 1], [4, 4], [7, 1]]
// expect: 1. ann 90
// expect: 2. cat 90
// expect: 3. bob 85
// expect: 4. dan 70

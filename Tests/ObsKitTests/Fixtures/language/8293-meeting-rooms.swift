// LeetCode style: meeting rooms I/II with sorted starts/ends two pointers and a sweep line
class Solution {
    func canAttendMeetings(_ intervals: [[Int]]) -> Bool {
        let sorted = intervals.sorted { $0[0] < $1[0] }
        for i in stride(from: 1, to: sorted.count, by: 1) where sorted[i][0] < sorted[i - 1][1] {
            return false
        }
        return true
    }

    func minMeetingRooms(_ intervals: [[Int]]) -> Int {
        let starts = intervals.map { $0[0] }.sorted()
        let ends = intervals.map { $0[1] }.sorted()
        var rooms = 0, endPtr = 0
        for s in starts {
            if s < ends[endPtr] {
                rooms += 1
            } else {
                endPtr += 1
            }
        }
        return rooms
    }

    func minMeetingRoomsSweep(_ intervals: [[Int]]) -> (rooms: Int, at: Int) {
        var events = [(time: Int, delta: Int)]()
        for iv in intervals {
            events.append((iv[0], 1))
            events.append((iv[1], -1))
        }
        events.sort { $0.time != $1.time ? $0.time < $1.time : $0.delta < $1.delta }
        var current = 0, best = 0, when = 0
        for e in events {
            current += e.delta
            if current > best {
                best = current
                when = e.time
            }
        }
        return (best, when)
    }
}

let sol = Solution()
let a = [[0, 30], [5, 10], [15, 20]]
let b = [[7, 10], [2, 4]]
let c = [[1, 5], [8, 9], [8, 9], [2, 6], [5, 8]]
print(sol.canAttendMeetings(a), sol.canAttendMeetings(b), sol.canAttendMeetings([]))
print(sol.minMeetingRooms(a), sol.minMeetingRooms(b), sol.minMeetingRooms(c))
let sweep = sol.minMeetingRoomsSweep(c)
print("rooms: \(sweep.rooms) first needed at t=\(sweep.at)")
print(sol.minMeetingRoomsSweep(a))
print(sol.minMeetingRooms([[13, 15], [1, 13]]), sol.minMeetingRoomsSweep([[13, 15], [1, 13]]).rooms)

// expect: false true true
// expect: 2 1 2
// expect: rooms: 2 first needed at t=2
// expect: (rooms: 2, at: 5)
// expect: 1 1

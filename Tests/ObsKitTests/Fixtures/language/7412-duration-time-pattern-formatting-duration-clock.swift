// Tutorial style (Duration time pattern): formatting Duration as a clock with .time(pattern:)
import Foundation

let lap = Duration.seconds(95)
print(lap.formatted())
print(lap.formatted(.time(pattern: .minuteSecond)))
print(lap.formatted(.time(pattern: .hourMinuteSecond)))
print(lap.formatted(.time(pattern: .hourMinute)))

let movie = Duration.seconds(2 * 3600 + 17 * 60 + 42)
print(movie.formatted(.time(pattern: .hourMinuteSecond)))
print(movie.formatted(.time(pattern: .hourMinute)))

let sprint = Duration.milliseconds(9_580)
print(sprint.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2))))
print(sprint.formatted(.time(pattern: .hourMinuteSecond(padHourToLength: 2))))

let tracks: [Duration] = [.seconds(215), .seconds(187), .seconds(342)]
let total = tracks.reduce(.zero, +)
for (i, t) in tracks.enumerated() {
    print("Track \(i + 1): \(t.formatted(.time(pattern: .minuteSecond)))")
}
print("Album: \(total.formatted(.time(pattern: .minuteSecond)))")
print("Album h:m:s: \(total.formatted(.time(pattern: .hourMinuteSecond)))")
// expect: 0:01:35
// expect: 1:35
// expect: 0:01:35
// expect: 0:02
// expect: 2:17:42
// expect: 2:18
// expect: 00:09.58
// expect: 00:00:10
// expect: Track 1: 3:35
// expect: Track 2: 3:07
// expect: Track 3: 5:42
// expect: Album: 12:24
// expect: Album h:m:s: 0:12:24

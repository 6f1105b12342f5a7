// Swift with Majid style (podcast player): Duration values from .seconds(...) shown with .time(pattern:) and .units(allowed:width:) (expected output from swiftc on this machine, in the simulated device's locale en_US: the machine's own default, en_001, abbreviates seconds "secs")
import Foundation

struct Episode {
    let title: String
    let length: Duration
    var played: Duration
}

var episodes = [
    Episode(title: "Intro to Actors", length: .seconds(2_745), played: .seconds(600)),
    Episode(title: "Macros deep dive", length: .seconds(5_430), played: .seconds(5_430)),
    Episode(title: "Quick tip", length: .seconds(95), played: .zero),
]

for episode in episodes {
    let elapsed = episode.played.formatted(.time(pattern: .hourMinuteSecond))
    let total = episode.length.formatted(.time(pattern: .hourMinuteSecond))
    print("\(episode.title): \(elapsed) / \(total)")
}

episodes[0].played += .seconds(125)
let left = episodes[0].length - episodes[0].played
print("left in first:", left.formatted(.time(pattern: .minuteSecond)))
print("left (units):", left.formatted(.units(allowed: [.hours, .minutes, .seconds], width: .abbreviated)))
print("left (narrow):", left.formatted(.units(allowed: [.minutes, .seconds], width: .narrow)))

let queue = episodes.reduce(Duration.zero) { $0 + ($1.length - $1.played) }
print("queue:", queue.formatted(.units(allowed: [.hours, .minutes], width: .wide)))
print("queue seconds:", queue.components.seconds)

let finished = episodes.filter { $0.played == $0.length }.map(\.title)
print("finished:", finished)
let speedUp = queue / 1.5
print("at 1.5x:", speedUp.formatted(.time(pattern: .hourMinuteSecond)))
print("longest:", episodes.max { $0.length < $1.length }!.title)

// expect: Intro to Actors: 0:10:00 / 0:45:45
// expect: Macros deep dive: 1:30:30 / 1:30:30
// expect: Quick tip: 0:00:00 / 0:01:35
// expect: left in first: 33:40
// expect: left (units): 33 min, 40 sec
// expect: left (narrow): 33m 40s
// expect: queue: 35 minutes
// expect: queue seconds: 2115
// expect: finished: ["Macros deep dive"]
// expect: at 1.5x: 0:23:30
// expect: longest: Macros deep dive

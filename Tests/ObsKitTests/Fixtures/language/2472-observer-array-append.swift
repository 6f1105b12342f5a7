// Compiler test style: didSet on an array property fires for append, subscript write, swapAt and removeAll
final class Playlist {
  var willSetCount = 0
  var songs: [String] = [] {
    willSet { willSetCount += 1 }
    didSet { print("didSet #\(willSetCount): \(oldValue.count) -> \(songs)") }
  }
}

struct Queue {
  var log: [String] = []
  var jobs: [Int] = [] {
    didSet { log.append("jobs \(oldValue.count)->\(jobs.count)") }
  }
  mutating func enqueue(_ jobs: Int...) {
    for j in jobs { self.jobs.append(j) }
  }
  mutating func drain() -> [Int] {
    defer { jobs = [] }
    return jobs
  }
}

let list = Playlist()
list.songs.append("Intro")
list.songs.append(contentsOf: ["Verse", "Chorus"])
list.songs[1] = "Bridge"
list.songs.swapAt(0, 2)
list.songs.removeLast()
list.songs += ["Outro"]
list.songs.sort()
list.songs.removeAll()
print("empty:", list.songs.isEmpty, "observed:", list.willSetCount)

var q = Queue()
q.enqueue(4, 5, 6)
q.jobs[0] = 40
let drained = q.drain()
print("drained:", drained, "left:", q.jobs)
print(q.log.joined(separator: "; "))
// expect: didSet #1: 0 -> ["Intro"]
// expect: didSet #2: 1 -> ["Intro", "Verse", "Chorus"]
// expect: didSet #3: 3 -> ["Intro", "Bridge", "Chorus"]
// expect: didSet #4: 3 -> ["Chorus", "Bridge", "Intro"]
// expect: didSet #5: 3 -> ["Chorus", "Bridge"]
// expect: didSet #6: 2 -> ["Chorus", "Bridge", "Outro"]
// expect: didSet #7: 3 -> ["Bridge", "Chorus", "Outro"]
// expect: didSet #8: 3 -> []
// expect: empty: true observed: 8
// expect: drained: [40, 5, 6] left: []
// expect: jobs 0->1; jobs 1->2; jobs 2->3; jobs 3->3; jobs 3->0

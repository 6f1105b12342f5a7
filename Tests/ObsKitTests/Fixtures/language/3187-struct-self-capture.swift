// Compiler test style: closures in struct methods capture a copy of self, class methods share
struct Settings {
  var volume = 1
  func makeReporter() -> () -> String {
    { "volume \(self.volume)" }
  }
  mutating func louder() { volume += 1 }
}

var s = Settings()
let report = s.makeReporter()
s.louder()
s.louder()
print(report(), "|", s.makeReporter()(), "|", s.volume)

final class Player {
  var volume = 1
  func makeReporter() -> () -> String { { "volume \(self.volume)" } }
  func louder() { volume += 1 }
}
let p = Player()
let pReport = p.makeReporter()
p.louder()
p.louder()
print(pReport(), p.volume)

struct Counter {
  var count = 0
  mutating func incrementer() -> () -> Int {
    let start = count
    count += 100
    return { start + 1 }
  }
}
var c = Counter()
let inc = c.incrementer()
print(inc(), inc(), c.count)

var copyBased = Settings(volume: 5)
let captureVar = { copyBased.volume }
copyBased.volume = 9
print(captureVar())
// expect: volume 1 | volume 3 | 3
// expect: volume 3 3
// expect: 1 1 100
// expect: 9

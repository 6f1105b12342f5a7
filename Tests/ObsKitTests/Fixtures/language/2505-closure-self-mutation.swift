// Compiler test style: non-escaping closures mutating self in mutating methods; escaping closures on classes
struct Tally {
  var total = 0
  var seen: [Int] = []
  mutating func absorb(_ values: [Int]) {
    values.forEach { v in
      total += v
      seen.append(v)
    }
  }
  mutating func absorbSorted(_ values: [Int]) {
    for v in values.sorted(by: { a, b in
      return a > b
    }) {
      self.total -= v
    }
  }
}

var tally = Tally()
tally.absorb([3, 1, 2])
tally.absorbSorted([1])
print(tally.total, tally.seen)

final class Downloader {
  var progress = 0
  var onUpdate: [() -> Void] = []
  func schedule(step: Int) {
    onUpdate.append { [unowned self] in
      self.progress += step
    }
  }
  func scheduleWeak(step: Int) {
    onUpdate.append { [weak self] in
      self?.progress += step
    }
  }
  func run() { for f in onUpdate { f() } }
}

let d = Downloader()
d.schedule(step: 10)
d.scheduleWeak(step: 5)
d.run()
print("after first run:", d.progress)
d.run()
print("progress:", d.progress)

var captured = Tally()
let escaping = { (n: Int) in captured.total += n }
escaping(4)
print("captured after one call:", captured.total)
var copyBefore = captured
escaping(6)
print(captured.total, copyBefore.total)
copyBefore.absorb([1])
print(copyBefore.total, copyBefore.seen)

func makeAccumulator() -> (Int) -> [Int] {
  var history: [Int] = []
  return { n in
    history.append((history.last ?? 0) + n)
    return history
  }
}
let acc1 = makeAccumulator()
let acc2 = makeAccumulator()
print(acc1(1)); _ = acc1(2)
print(acc1(3), acc2(100))
// expect: 5 [3, 1, 2]
// expect: after first run: 15
// expect: progress: 30
// expect: captured after one call: 4
// expect: 10 4
// expect: 5 [1]
// expect: [1]
// expect: [1, 3, 6] [100]

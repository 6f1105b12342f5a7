// Compiler test style: defer blocks mutating inout parameters after the return value is computed
func takeAndIncrement(_ x: inout Int) -> Int {
  defer { x += 1 }
  return x
}

func popFront(_ queue: inout [String]) -> String? {
  guard !queue.isEmpty else { return nil }
  defer { queue.removeFirst() }
  return queue[0]
}

func trace(_ log: inout [String], _ label: String) -> Int {
  log.append("enter \(label)")
  defer { log.append("exit \(label)") }
  defer { log.append("cleanup \(label)") }
  log.append("body \(label)")
  return log.count
}

var counter = 5
let got = takeAndIncrement(&counter)
print("got:", got, "counter:", counter)
let values = (0..<3).map { _ in takeAndIncrement(&counter) }
print(values, counter)

var queue = ["first", "second", "third"]
while let item = popFront(&queue) {
  print("popped:", item, "remaining:", queue.count)
}

var log: [String] = []
let countAtReturn = trace(&log, "A")
print("count at return:", countAtReturn, "final count:", log.count)
print(log.joined(separator: " | "))

struct Stopwatch {
  var laps: [Int] = []
  var current = 0
  mutating func lap() -> Int {
    defer {
      laps.append(current)
      current = 0
    }
    current += 7
    return current
  }
}
var sw = Stopwatch()
print(sw.lap(), sw.lap(), sw.laps, sw.current)

func nestedDefer(_ n: inout Int) {
  do {
    defer { n *= 2 }
    n += 1
  }
  n += 100
}
var n = 1
nestedDefer(&n)
print("nested:", n)
// expect: got: 5 counter: 6
// expect: [6, 7, 8] 9
// expect: popped: first remaining: 2
// expect: popped: second remaining: 1
// expect: popped: third remaining: 0
// expect: count at return: 2 final count: 4
// expect: enter A | body A | cleanup A | exit A
// expect: 7 7 [7, 7] 0
// expect: nested: 104

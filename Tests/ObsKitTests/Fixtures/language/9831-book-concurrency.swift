// Swift book style (Concurrency): async functions, async let, task groups and actors
func fetchScore(for player: String) async -> Int {
  await Task.yield()
  return player.count * 10
}

func fetchBadge(level: Int) async throws -> String {
  if level < 0 { throw BadgeError.negative }
  return ["bronze", "silver", "gold"][min(level, 2)]
}
enum BadgeError: Error { case negative }

actor Scoreboard {
  private var scores: [String: Int] = [:]
  private(set) var updates = 0
  func record(_ name: String, _ value: Int) {
    scores[name, default: 0] += value
    updates += 1
  }
  func top() -> (String, Int)? {
    scores.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }.map { ($0.key, $0.value) }
  }
  func sortedNames() -> [String] { scores.keys.sorted() }
}

async let first = fetchScore(for: "Ana")
async let second = fetchScore(for: "Bartholomew")
async let third = fetchScore(for: "Cy")
let results = await [first, second, third]
print("scores:", results)

do {
  async let b1 = fetchBadge(level: 1)
  async let b2 = fetchBadge(level: 7)
  let badges = try await (b1, b2)
  print("badges:", badges.0, badges.1)
  print(try await fetchBadge(level: -1))
} catch {
  print("badge error:", error)
}

let names = ["Lou", "Mika", "Nadia", "Olu", "Penelope"]
let total = await withTaskGroup(of: (String, Int).self) { group in
  for n in names {
    group.addTask { (n, await fetchScore(for: n)) }
  }
  var collected: [(String, Int)] = []
  for await pair in group { collected.append(pair) }
  return collected.sorted { $0.0 < $1.0 }
}
for (n, s) in total { print(n, s) }

let board = Scoreboard()
await withTaskGroup(of: Void.self) { group in
  for (i, n) in names.enumerated() {
    group.addTask { await board.record(n, i * 3) }
    group.addTask { await board.record(n, 1) }
  }
}
print("updates:", await board.updates)
print("names:", await board.sortedNames())
if let (who, pts) = await board.top() { print("leader:", who, pts) }

func slowSum(_ n: Int) async -> Int {
  var s = 0
  for i in 1...n { s += i; if i % 100 == 0 { await Task.yield() } }
  return s
}
let handle = Task { await slowSum(1000) }
print("sum:", await handle.value)
// expect: scores: [30, 110, 20]
// expect: badges: silver gold
// expect: badge error: negative
// expect: Lou 30
// expect: Mika 40
// expect: Nadia 50
// expect: Olu 30
// expect: Penelope 80
// expect: updates: 10
// expect: names: ["Lou", "Mika", "Nadia", "Olu", "Penelope"]
// expect: leader: Penelope 13
// expect: sum: 500500

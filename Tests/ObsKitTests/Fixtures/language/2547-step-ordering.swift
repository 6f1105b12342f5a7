// Puzzle style: Advent of Code sum of its parts — topological order with ties and timed parallel workers
let instructions = """
Step C must be finished before step A can begin.
Step C must be finished before step F can begin.
Step A must be finished before step B can begin.
Step A must be finished before step D can begin.
Step B must be finished before step E can begin.
Step D must be finished before step E can begin.
Step F must be finished before step E can begin.
"""

var prerequisites: [Character: Set<Character>] = [:]
for line in instructions.split(separator: "\n") {
    let words = line.split(separator: " ")
    let before = words[1].first!, after = words[7].first!
    prerequisites[after, default: []].insert(before)
    prerequisites[before, default: []].formUnion([])
}
let allSteps = prerequisites.keys.sorted()
print("Steps: \(String(allSteps)), edges: \(prerequisites.values.map(\.count).reduce(0, +))")
for step in allSteps where !prerequisites[step]!.isEmpty {
    print("  \(step) needs \(String(prerequisites[step]!.sorted()))")
}

func order(_ requirements: [Character: Set<Character>]) -> String {
    var remaining = requirements
    var done = ""
    while let next = remaining.filter({ $0.value.isEmpty }).keys.min() {
        done.append(next)
        remaining[next] = nil
        for key in remaining.keys { remaining[key]!.remove(next) }
    }
    return done
}
print("Part 1 order: \(order(prerequisites))")

func duration(_ step: Character, base: Int) -> Int { Int(step.asciiValue! - Character("A").asciiValue!) + 1 + base }

func assemble(workers: Int, base: Int) -> (seconds: Int, order: String) {
    var remaining = prerequisites
    var inProgress: [(step: Character, finishes: Int)] = []
    var clock = 0
    var finished = ""
    while !remaining.isEmpty || !inProgress.isEmpty {
        let ready = remaining.filter { $0.value.isEmpty }.keys.sorted()
        for step in ready.prefix(workers - inProgress.count) {
            inProgress.append((step, clock + duration(step, base: base)))
            remaining[step] = nil
        }
        inProgress.sort { ($0.finishes, $0.step) < ($1.finishes, $1.step) }
        let completed = inProgress.removeFirst()
        clock = completed.finishes
        finished.append(completed.step)
        for key in remaining.keys { remaining[key]?.remove(completed.step) }
    }
    return (clock, finished)
}
let twoWorkers = assemble(workers: 2, base: 0)
print("Part 2 (2 workers, base 0): \(twoWorkers.seconds)s finishing \(twoWorkers.order)")
let fiveWorkers = assemble(workers: 5, base: 60)
print("Part 2 (5 workers, base 60): \(fiveWorkers.seconds)s finishing \(fiveWorkers.order)")
print("Durations: \(allSteps.map { "\($0)=\(duration($0, base: 60))" }.joined(separator: " "))")
// expect: Steps: ABCDEF, edges: 7
// expect:   A needs C
// expect:   B needs A
// expect:   D needs A
// expect:   E needs BDF
// expect:   F needs C
// expect: Part 1 order: CABDFE
// expect: Part 2 (2 workers, base 0): 15s finishing CABFDE
// expect: Part 2 (5 workers, base 60): 253s finishing CAFBDE
// expect: Durations: A=61 B=62 C=63 D=64 E=65 F=66

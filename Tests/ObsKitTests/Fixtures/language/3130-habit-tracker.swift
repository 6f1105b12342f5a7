// App code style: habit tracker computing streaks with enumerated, zip of adjacent days and allSatisfy
struct Habit {
    let name: String
    let log: [Bool]

    var currentStreak: Int {
        var streak = 0
        for done in log.reversed() {
            guard done else { break }
            streak += 1
        }
        return streak
    }

    var longestStreak: Int {
        var best = 0, run = 0
        for done in log {
            run = done ? run + 1 : 0
            best = max(best, run)
        }
        return best
    }

    var completionRate: Int { log.isEmpty ? 0 : log.filter { $0 }.count * 100 / log.count }
    var perfectWeek: Bool { log.suffix(7).count == 7 && log.suffix(7).allSatisfy { $0 } }
}

let habits = [
    Habit(name: "Read", log: [true, true, false, true, true, true, true, true, true, true]),
    Habit(name: "Run", log: [true, false, true, false, false, true, true]),
    Habit(name: "Meditate", log: [false, false, false]),
]

for habit in habits {
    print("\(habit.name): current \(habit.currentStreak), best \(habit.longestStreak), \(habit.completionRate)%\(habit.perfectWeek ? " 🔥" : "")")
}

let run = habits[1].log
let changes = zip(run, run.dropFirst()).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset + 1 }
print("Run changed on days: \(changes)")

let symbols = run.enumerated().map { index, done in
    done ? "\(index + 1)" : "-"
}
print(symbols.joined(separator: " "))
let ranking = habits.sorted { ($0.completionRate, $1.name) > ($1.completionRate, $0.name) }.map(\.name)
print("Ranking: \(ranking)")
print("Any perfect week: \(habits.contains(where: \.perfectWeek))")
// expect: Read: current 7, best 7, 90% 🔥
// expect: Run: current 2, best 2, 57%
// expect: Meditate: current 0, best 0, 0%
// expect: Run changed on days: [1, 2, 3, 5]
// expect: 1 - 3 - - 6 7
// expect: Ranking: ["Read", "Run", "Meditate"]
// expect: Any perfect week: true

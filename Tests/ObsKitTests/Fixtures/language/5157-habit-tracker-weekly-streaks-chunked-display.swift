// App code style: habit tracker with weekly streaks and chunked display
struct Habit {
    let name: String
    let days: [Bool]
}

extension Array {
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

func longestStreak(_ days: [Bool]) -> Int {
    var best = 0, current = 0
    for done in days {
        current = done ? current + 1 : 0
        best = max(best, current)
    }
    return best
}

func currentStreak(_ days: [Bool]) -> Int {
    days.reversed().prefix { $0 }.count
}

func parse(_ pattern: String) -> [Bool] { pattern.map { $0 == "x" } }

let habits = [
    Habit(name: "Read", days: parse("xx.xxxx.xxxxxxx..x")),
    Habit(name: "Run", days: parse("x.x.x.x.x.x.x.x.x.")),
    Habit(name: "Meditate", days: parse("xxxxxxxxxxxxxxxxxx")),
    Habit(name: "Journal", days: parse("....xx....x...xxx.")),
]

let dayNames = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
print("      " + dayNames.joined(separator: " "))
for habit in habits {
    print(habit.name)
    for (week, chunk) in habit.days.chunked(into: 7).enumerated() {
        let cells = chunk.map { $0 ? "██" : "··" }.joined(separator: " ")
        let done = chunk.filter { $0 }.count
        print("  w\(week + 1)  \(cells)  \(done)/\(chunk.count)")
    }
}

for habit in habits {
    let total = habit.days.filter { $0 }.count
    let pct = total * 100 / habit.days.count
    print("\(habit.name): \(pct)% longest \(longestStreak(habit.days)) current \(currentStreak(habit.days))")
}

let perDay = (0..<habits[0].days.count).map { i in habits.filter { $0.days[i] }.count }
print("habits per day: \(perDay.map(String.init).joined())")
let perfectDays = perDay.enumerated().filter { $0.element == habits.count }.map(\.offset)
print("perfect days: \(perfectDays)")
let byWeekday = (0..<7).map { wd in
    stride(from: wd, to: perDay.count, by: 7).map { perDay[$0] }.reduce(0, +)
}
for (name, count) in zip(dayNames, byWeekday) {
    print("\(name) \(String(repeating: "+", count: count))")
}
let mostConsistent = habits.max { longestStreak($0.days) < longestStreak($1.days) }!
print("most consistent: \(mostConsistent.name)")
print("any habit never done on a Monday? \(habits.contains { h in stride(from: 0, to: h.days.count, by: 7).allSatisfy { !h.days[$0] } })")
print([1, 2, 3, 4, 5].chunked(into: 2))

// expect:       Mo Tu We Th Fr Sa Su
// expect: Read
// expect:   w1  ██ ██ ·· ██ ██ ██ ██  6/7
// expect:   w2  ·· ██ ██ ██ ██ ██ ██  6/7
// expect:   w3  ██ ·· ·· ██  2/4
// expect: Run
// expect:   w1  ██ ·· ██ ·· ██ ·· ██  4/7
// expect:   w2  ·· ██ ·· ██ ·· ██ ··  3/7
// expect:   w3  ██ ·· ██ ··  2/4
// expect: Meditate
// expect:   w1  ██ ██ ██ ██ ██ ██ ██  7/7
// expect:   w2  ██ ██ ██ ██ ██ ██ ██  7/7
// expect:   w3  ██ ██ ██ ██  4/4
// expect: Journal
// expect:   w1  ·· ·· ·· ·· ██ ██ ··  2/7
// expect:   w2  ·· ·· ·· ██ ·· ·· ··  1/7
// expect:   w3  ██ ██ ██ ··  3/4
// expect: Read: 77% longest 7 current 1
// expect: Run: 50% longest 1 current 0
// expect: Meditate: 100% longest 18 current 18
// expect: Journal: 33% longest 3 current 0
// expect: habits per day: 322243313242324232
// expect: perfect days: [4, 10, 14]
// expect: Mo ++++++++
// expect: Tu +++++++
// expect: We +++++++
// expect: Th ++++++++
// expect: Fr ++++++
// expect: Sa ++++++
// expect: Su +++++
// expect: most consistent: Meditate
// expect: any habit never done on a Monday? false
// expect: [[1, 2], [3, 4], [5]]

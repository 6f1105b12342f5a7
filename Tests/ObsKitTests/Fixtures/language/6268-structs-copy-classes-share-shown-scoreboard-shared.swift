// CS193p style (value vs reference): structs copy, classes share, shown with a scoreboard and a shared settings object
struct Score {
    var player: String
    var points: Int
}

class Settings {
    var volume: Int
    var theme: String
    init(volume: Int, theme: String) {
        self.volume = volume
        self.theme = theme
    }
}

var first = Score(player: "Ada", points: 10)
var second = first
second.points = 25
second.player = "Bea"
print("first: \(first.player) \(first.points)")
print("second: \(second.player) \(second.points)")

let shared = Settings(volume: 5, theme: "light")
let alias = shared
alias.volume = 9
alias.theme = "dark"
print("shared: \(shared.volume) \(shared.theme)")
print("same object: \(shared === alias)")

let other = Settings(volume: 9, theme: "dark")
print("other is same: \(shared === other)")

var scores = [first, second]
var copyOfScores = scores
copyOfScores[0].points = 99
print(scores.map { $0.points }, copyOfScores.map { $0.points })

let settingsList = [shared, other]
settingsList[1].volume = 1
print(settingsList.map { $0.volume }, other.volume)

func bump(_ s: Score) -> Score {
    var s = s
    s.points += 1
    return s
}
func bump(_ s: Settings) {
    s.volume += 1
}
let bumped = bump(first)
print(first.points, bumped.points)
bump(shared)
print(shared.volume, alias.volume)

struct Team {
    var name: String
    var settings: Settings
}
let teamA = Team(name: "A", settings: Settings(volume: 2, theme: "blue"))
var teamB = teamA
teamB.name = "B"
teamB.settings.theme = "red"
print(teamA.name, teamA.settings.theme, teamB.name, teamB.settings.theme)
scores.append(Score(player: "Cy", points: 3))
print(scores.count, copyOfScores.count)

// expect: first: Ada 10
// expect: second: Bea 25
// expect: shared: 9 dark
// expect: same object: true
// expect: other is same: false
// expect: [10, 25] [99, 25]
// expect: [9, 1] 1
// expect: 10 11
// expect: 10 10
// expect: A red B red
// expect: 3 2

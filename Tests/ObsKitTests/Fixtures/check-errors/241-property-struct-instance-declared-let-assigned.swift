// Check error: a property of a struct instance declared with let is assigned
struct Player {
    var name: String
    var score: Int
}

let player = Player(name: "Mia", score: 0)
player.score = 10
print(player.score)
// expect-error: cannot assign to property: 'player' is a 'let' constant

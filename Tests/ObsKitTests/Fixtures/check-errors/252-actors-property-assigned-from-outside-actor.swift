// Check error: an actor's property assigned from outside the actor
actor Scoreboard {
    var points = 0
}

func reset(_ board: Scoreboard) async {
    await board.points = 0
}

Task {
    await reset(Scoreboard())
}
// expect-error: actor-isolated property 'points' can not be mutated from a nonisolated context

// Check error: a reduce closure written with one parameter instead of two
let scores = [12, 7, 30]
let total = scores.reduce(0) { score in
    score + 1
}
print(total)
// expect-error: contextual closure type '(Int, Int) throws -> Int' expects 2 arguments, but 1 was used in closure body

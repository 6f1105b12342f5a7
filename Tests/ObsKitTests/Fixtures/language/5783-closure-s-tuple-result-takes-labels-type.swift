// Everyday Swift style (tuples through closures): a closure's tuple result takes the labels of the type the compiler inferred from the context, so a later step of the chain reads them by name
// known-gap: needs the compiler check (closure types); unchecked: error: value of type '(String, Int)' has no member 'points'
let scores = [("ann", 7), ("bo", 9), ("cy", 4)]
let ranked: [(name: String, points: Int)] = scores.map { ($0.0.uppercased(), $0.1 * 10) }.sorted { $0.points > $1.points }
for entry in ranked { print(entry.name, entry.points) }
let best = ranked.max { $0.points < $1.points }
print(best?.name ?? "none")

// expect: BO 90
// expect: ANN 70
// expect: CY 40
// expect: BO

// Exercism style (Raindrops): factor sounds collected with compactMap over a table of tuples
struct Raindrops {
    private static let sounds: [(factor: Int, sound: String)] = [
        (3, "Pling"), (5, "Plang"), (7, "Plong"),
    ]

    let number: Int

    init(_ number: Int) {
        self.number = number
    }

    var sounds: String {
        let parts = Raindrops.sounds.compactMap { entry -> String? in
            number % entry.factor == 0 ? entry.sound : nil
        }
        return parts.isEmpty ? String(number) : parts.joined()
    }
}

let inputs = [1, 3, 5, 7, 6, 8, 9, 10, 14, 15, 21, 25, 27, 35, 49, 52, 105, 3125]
for n in inputs {
    print(n, "->", Raindrops(n).sounds)
}
let summary = inputs.map { Raindrops($0).sounds }.filter { Int($0) == nil }.count
print("with sounds: \(summary) of \(inputs.count)")

// expect: 1 -> 1
// expect: 3 -> Pling
// expect: 5 -> Plang
// expect: 7 -> Plong
// expect: 6 -> Pling
// expect: 8 -> 8
// expect: 9 -> Pling
// expect: 10 -> Plang
// expect: 14 -> Plong
// expect: 15 -> PlingPlang
// expect: 21 -> PlingPlong
// expect: 25 -> Plang
// expect: 27 -> Pling
// expect: 35 -> PlangPlong
// expect: 49 -> Plong
// expect: 52 -> 52
// expect: 105 -> PlingPlangPlong
// expect: 3125 -> Plang
// expect: with sounds: 15 of 18

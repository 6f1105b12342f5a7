// App code style: a scoreboard printed with String(format:) widths, zero padding, hex and percent signs
import Foundation

struct Player {
    let name: String
    let id: Int
    let score: Int
    let accuracy: Double
}

let players = [
    Player(name: "Ana", id: 7, score: 1520, accuracy: 0.8731),
    Player(name: "Bartholomew", id: 255, score: 980, accuracy: 0.5),
    Player(name: "Cy", id: 4096, score: 12, accuracy: 0.0625),
]

print(String(format: "%-12@|%6@|%8@", "NAME", "ID", "SCORE"))
for p in players.sorted(by: { $0.score > $1.score }) {
    let line = String(format: "%-12@|%06d|%8d", p.name, p.id, p.score)
    print(line)
}
for p in players {
    print(String(format: "%@ hit %5.2f%% (id 0x%x / 0x%04X)", p.name, p.accuracy * 100, p.id, p.id))
}
let totalScore = players.reduce(0) { $0 + $1.score }
print(String(format: "total=%d avg=%.1f", totalScore, Double(totalScore) / Double(players.count)))
print(String(format: "%+d %+d", 5, -5))
print(String(format: "[%5d] [%-5d] [%05d]", 42, 42, 42))
print(String(format: "%.0f %.3f %10.4f|", 2.5, 1.0 / 3.0, 3.14159265))
print(String(format: "%2$@ before %1$@", "first", "second"))
print(String(format: "%o in octal, %e in sci", 64, 12345.678))
// expect: NAME|ID|SCORE
// expect: Ana|000007|    1520
// expect: Bartholomew|000255|     980
// expect: Cy|004096|      12
// expect: Ana hit 87.31% (id 0x7 / 0x0007)
// expect: Bartholomew hit 50.00% (id 0xff / 0x00FF)
// expect: Cy hit  6.25% (id 0x1000 / 0x1000)
// expect: total=2512 avg=837.3
// expect: +5 -5
// expect: [   42] [42   ] [00042]
// expect: 2 0.333     3.1416|
// expect: second before first
// expect: 100 in octal, 1.234568e+04 in sci

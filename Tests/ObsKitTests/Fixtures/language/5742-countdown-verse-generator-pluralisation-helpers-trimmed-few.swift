// Rosetta Code style (99 bottles): a countdown verse generator with pluralisation helpers, trimmed to a few verses
func bottles(_ n: Int) -> String {
    switch n {
    case 0: return "no more bottles"
    case 1: return "1 bottle"
    default: return "\(n) bottles"
    }
}

extension String {
    var capitalizedFirst: String {
        guard let first = first else { return self }
        return first.uppercased() + dropFirst()
    }
}

func verse(_ n: Int, total: Int) -> [String] {
    var lines: [String] = []
    lines.append("\(bottles(n).capitalizedFirst) of beer on the wall, \(bottles(n)) of beer.")
    if n > 0 {
        let what = n == 1 ? "it" : "one"
        lines.append("Take \(what) down and pass it around, \(bottles(n - 1)) of beer on the wall.")
    } else {
        lines.append("Go to the store and buy some more, \(bottles(total)) of beer on the wall.")
    }
    return lines
}

let start = 3
for n in stride(from: start, through: 0, by: -1) {
    verse(n, total: start).forEach { print($0) }
    if n > 0 { print("") }
}
let words = (0...start).map { bottles($0) }.joined(separator: " | ")
print(words)

// expect: 3 bottles of beer on the wall, 3 bottles of beer.
// expect: Take one down and pass it around, 2 bottles of beer on the wall.
// expect:
// expect: 2 bottles of beer on the wall, 2 bottles of beer.
// expect: Take one down and pass it around, 1 bottle of beer on the wall.
// expect:
// expect: 1 bottle of beer on the wall, 1 bottle of beer.
// expect: Take it down and pass it around, no more bottles of beer on the wall.
// expect:
// expect: No more bottles of beer on the wall, no more bottles of beer.
// expect: Go to the store and buy some more, 3 bottles of beer on the wall.
// expect: no more bottles | 1 bottle | 2 bottles | 3 bottles

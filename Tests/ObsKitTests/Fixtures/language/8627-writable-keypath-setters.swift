// Blog style (key paths): WritableKeyPath setters, key paths stored in arrays and `\.self`
struct Settings {
    var volume = 5
    var brightness = 70
    var contrast = 50
    var name = "default"
    var tags: [String] = []
}

func setting<Root, Value>(_ kp: WritableKeyPath<Root, Value>, to value: Value) -> (inout Root) -> Void {
    { root in root[keyPath: kp] = value }
}

func apply<Root>(_ root: Root, _ changes: [(inout Root) -> Void]) -> Root {
    var copy = root
    for change in changes { change(&copy) }
    return copy
}

let tweaked = apply(Settings(), [
    setting(\.volume, to: 9),
    setting(\.name, to: "night"),
    setting(\.tags, to: ["dim", "quiet"]),
    { $0.brightness -= 40 },
])
print(tweaked.volume, tweaked.brightness, tweaked.name, tweaked.tags)

let numeric: [(String, WritableKeyPath<Settings, Int>)] = [
    ("volume", \.volume), ("brightness", \.brightness), ("contrast", \.contrast),
]
var s = tweaked
for (label, kp) in numeric {
    s[keyPath: kp] = min(100, s[keyPath: kp] * 2)
    print("\(label) doubled -> \(s[keyPath: kp])")
}

let total = numeric.map { s[keyPath: $0.1] }.reduce(0, +)
print("sum of numeric settings: \(total)")

let words = ["kiwi", "fig", "banana", "fig"]
print(words.map(\.self))
print(words.map(\.count))
print(words.map(\.self.first!))

var grid = [[1, 2], [3, 4]]
let cell: WritableKeyPath<[[Int]], Int> = \[[Int]].[1][0]
grid[keyPath: cell] = 30
print(grid)

let nameLength = \Settings.name.count
print("name length via appended path: \(tweaked[keyPath: nameLength])")
let appended = (\Settings.tags).appending(path: \[String].count)
print("tag count: \(tweaked[keyPath: appended])")
// expect: 9 30 night ["dim", "quiet"]
// expect: volume doubled -> 18
// expect: brightness doubled -> 60
// expect: contrast doubled -> 100
// expect: sum of numeric settings: 178
// expect: ["kiwi", "fig", "banana", "fig"]
// expect: [4, 3, 6, 3]
// expect: ["k", "f", "b", "f"]
// expect: [[1, 2], [30, 4]]
// expect: name length via appended path: 5
// expect: tag count: 2

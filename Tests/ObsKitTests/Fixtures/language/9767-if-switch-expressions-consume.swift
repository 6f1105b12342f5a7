// Swift 5.9+ feature tour (Hacking with Swift "What's new"): if/switch expressions, noncopyable struct (~Copyable) with consuming/borrowing methods, consume operator on locals
enum Weather { case sunny(tempC: Int), rainy(mm: Int), snowy, windy(kph: Int) }

func advice(for w: Weather) -> String {
    let base = switch w {
    case .sunny(let t) where t >= 30: "stay in the shade"
    case .sunny: "enjoy the sun"
    case .rainy(let mm) where mm > 20: "stay inside"
    case .rainy: "take an umbrella"
    case .snowy: "wear boots"
    case .windy(let kph): kph > 60 ? "secure loose items" : "bring a jacket"
    }
    let prefix = if case .snowy = w { "❄️ " } else { "" }
    return prefix + base
}

struct FileHandleToken: ~Copyable {
    let name: String
    private(set) var writes: [String] = []

    init(name: String) {
        self.name = name
        print("open \(name)")
    }

    mutating func write(_ line: String) { writes.append(line) }

    borrowing func peek() -> Int { writes.count }

    consuming func close() -> [String] {
        print("close \(name) after \(writes.count) writes")
        return writes
    }

    deinit { print("deinit \(name)") }
}

func inspect(_ token: borrowing FileHandleToken) -> String { "\(token.name) has \(token.peek()) lines" }

func finish(_ token: consuming FileHandleToken) -> Int { token.close().count }

for w in [Weather.sunny(tempC: 33), .sunny(tempC: 18), .rainy(mm: 5), .rainy(mm: 40), .snowy, .windy(kph: 80), .windy(kph: 20)] {
    print(advice(for: w))
}

let score = 87
let grade = if score >= 90 { "A" } else if score >= 80 { "B" } else { "C" }
let bucket: String = switch score / 10 { case 10, 9: "top"; case 8: "high"; default: "other" }
print("grade \(grade), bucket \(bucket)")

func runTokens() {
    var log = FileHandleToken(name: "log.txt")
    log.write("boot")
    log.write("ready")
    print(inspect(log))
    let lines = log.close()
    print("collected \(lines)")

    do {
        var temp = FileHandleToken(name: "tmp.txt")
        temp.write("scratch")
        print(inspect(temp))
    }
    let other = FileHandleToken(name: "audit.txt")
    let moved = consume other
    print("finished with \(finish(moved)) lines")
}

func reorder() {
    var numbers = [3, 1, 2]
    let snapshot = consume numbers
    numbers = snapshot.sorted()
    print("snapshot \(snapshot), numbers \(numbers)")
}

runTokens()
reorder()
// expect: stay in the shade
// expect: enjoy the sun
// expect: take an umbrella
// expect: stay inside
// expect: ❄️ wear boots
// expect: secure loose items
// expect: bring a jacket
// expect: grade B, bucket high
// expect: open log.txt
// expect: log.txt has 2 lines
// expect: close log.txt after 2 writes
// expect: deinit log.txt
// expect: collected ["boot", "ready"]
// expect: open tmp.txt
// expect: tmp.txt has 1 lines
// expect: deinit tmp.txt
// expect: open audit.txt
// expect: close audit.txt after 0 writes
// expect: deinit audit.txt
// expect: finished with 0 lines
// expect: snapshot [3, 1, 2], numbers [1, 2, 3]

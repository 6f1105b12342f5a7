// Swift Evolution style (SE-0326 multi-statement closure type inference): closures with several statements whose parameter and result types are inferred from their bodies and context
let numbers = [3, 8, 1, 12, 7]

let labelled = numbers.map { n in
    let kind = n.isMultiple(of: 2) ? "even" : "odd"
    let size = n > 5 ? "big" : "small"
    return "\(n) \(kind) \(size)"
}
print(labelled)

let stats = numbers.reduce(into: (min: Int.max, max: Int.min)) { acc, n in
    if n < acc.min { acc.min = n }
    if n > acc.max { acc.max = n }
}
print(stats.min, stats.max)

func run<T>(_ body: () -> T) -> T { body() }
let computed = run {
    var total = 0
    for i in 1...4 { total += i * i }
    return total
}
print(computed, type(of: computed))

let words = ["kiwi", "fig", "banana", "plum"]
let parsed = words.compactMap { word in
    guard word.count > 3 else { return nil as String? }
    let first = word.prefix(1).uppercased()
    return first + word.dropFirst()
}
print(parsed)

let handlers = [1, 2, 3].map { factor in
    { (x: Int) in
        let scaled = x * factor
        return scaled + 1
    }
}
print(handlers.map { $0(10) })

let grouped = Dictionary(grouping: words) { word in
    let count = word.count
    return count % 2 == 0 ? "even length" : "odd length"
}
for key in grouped.keys.sorted() { print(key, grouped[key]!) }

let sortedWords = words.sorted { a, b in
    if a.count != b.count { return a.count < b.count }
    return a < b
}
print(sortedWords)

let fizz = (1...15).map { i -> String in
    var out = ""
    if i % 3 == 0 { out += "Fizz" }
    if i % 5 == 0 { out += "Buzz" }
    if out.isEmpty { out = String(i) }
    return out
}
print(fizz.suffix(6))

var log: [String] = []
let tap = { (message: String) in
    let line = "[\(log.count)] " + message
    log.append(line)
}
tap("start"); tap("stop")
print(log)

// expect: ["3 odd small", "8 even big", "1 odd small", "12 even big", "7 odd big"]
// expect: 1 12
// expect: 30 Int
// expect: ["Kiwi", "Banana", "Plum"]
// expect: [11, 21, 31]
// expect: even length ["kiwi", "banana", "plum"]
// expect: odd length ["fig"]
// expect: ["fig", "kiwi", "plum", "banana"]
// expect: ["Buzz", "11", "Fizz", "13", "14", "FizzBuzz"]
// expect: ["[0] start", "[1] stop"]

// Apple docs style (String.split(separator:maxSplits:omittingEmptySubsequences:)): splitting lines and fields
let line = "BLANCHE:   I don't want realism. I want magic!"
print(line.split(separator: " "))
print(line.split(separator: " ", maxSplits: 1))
print(line.split(separator: " ", omittingEmptySubsequences: false))

// Splitting CSV-ish data, keeping empty fields
let csv = "name,age,,city"
let fields = csv.split(separator: ",", omittingEmptySubsequences: false)
print("field count:", fields.count)
for (n, f) in fields.enumerated() {
    print(n, f.isEmpty ? "<empty>" : String(f))
}

// split(whereSeparator:) with a closure
let messy = "one, two;three  four"
let words = messy.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == " " })
print(words.map(String.init))

// Parsing key=value pairs
struct Setting {
    let key: String
    let value: String
}

func parse(_ text: String) -> [Setting] {
    text.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: "=", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return Setting(key: String(parts[0]), value: String(parts[1]))
    }
}

let config = """
host=example.org
port=8080
broken line
query=a=b
"""
for setting in parse(config) {
    print("\(setting.key) -> \(setting.value)")
}

// Splitting a string using a string separator
let path = "usr::local::bin"
let pieces = path.split(separator: "::")
print(pieces.count, pieces.joined(separator: "/"))

// Counting words per sentence
let text = "The cat sat. The dog ran far. Done."
let sentences = text.split(separator: ".").map { $0.split(separator: " ").count }
print(sentences)

// expect: ["BLANCHE:", "I", "don\'t", "want", "realism.", "I", "want", "magic!"]
// expect: ["BLANCHE:", "  I don\'t want realism. I want magic!"]
// expect: ["BLANCHE:", "", "", "I", "don\'t", "want", "realism.", "I", "want", "magic!"]
// expect: field count: 4
// expect: 0 name
// expect: 1 age
// expect: 2 <empty>
// expect: 3 city
// expect: ["one", "two", "three", "four"]
// expect: host -> example.org
// expect: port -> 8080
// expect: query -> a=b
// expect: 3 usr/local/bin
// expect: [3, 4, 1]

// Swift Evolution style (regex-free string processing): SE-0357 collection algorithms like ranges(of:), replacing, trimmingPrefix and split on strings
let log = """
INFO boot ok
WARN disk 91% full
INFO user=ann login
ERROR db timeout after 30s
INFO user=bob login
"""

let lines = log.split(separator: "\n")
print(lines.count, "lines")

let errors = lines.filter { $0.hasPrefix("ERROR") || $0.hasPrefix("WARN") }
for e in errors {
    print(e.trimmingPrefix("ERROR ").trimmingPrefix("WARN "))
}

let users = lines.compactMap { line -> Substring? in
    guard let r = line.firstRange(of: "user=") else { return nil }
    return line[r.upperBound...].split(separator: " ").first
}
print(users)

let sentence = "the cat sat on the mat with the hat"
print(sentence.ranges(of: "the").count)
print(sentence.replacing("at", with: "og"))
print(sentence.replacing("the", with: "a", maxReplacements: 2))
print(sentence.contains("sat on"), sentence.contains("dog"))

let csv = "name,,age,,,city"
print(csv.split(separator: ",").map(String.init))
print(csv.split(separator: ",", omittingEmptySubsequences: false).count)
print(csv.split(separator: ",,"))

var path = "///usr/local/bin/"
path.trimPrefix("/")
print(path)
print(path.split(separator: "/").reversed().joined(separator: "<"))

let word = "Mississippi"
print(word.firstRange(of: "ssi").map { word.distance(from: word.startIndex, to: $0.lowerBound) } ?? -1)
print(word.ranges(of: "ss").map { word[$0.lowerBound...].prefix(4) })
print(String(word.reversed()), word.starts(with: "Miss"))
// expect: 5 lines
// expect: disk 91% full
// expect: db timeout after 30s
// expect: ["ann", "bob"]
// expect: 3
// expect: the cog sog on the mog with the hog
// expect: a cat sat on a mat with the hat
// expect: true false
// expect: ["name", "age", "city"]
// expect: 6
// expect: ["name", "age", ",city"]
// expect: //usr/local/bin/
// expect: bin<local<usr
// expect: 2
// expect: ["ssis", "ssip"]
// expect: ippississiM true

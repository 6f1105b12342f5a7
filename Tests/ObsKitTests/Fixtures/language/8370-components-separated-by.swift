// Foundation in app code: parsing CSV-like text with components(separatedBy:) and CharacterSet separators
import Foundation

let csv = """
name,age,city
Alice,30,Paris
Bob,25,Berlin
Carol,41,Tokyo
"""

let lines = csv.components(separatedBy: "\n")
let header = lines[0].components(separatedBy: ",")
print("Columns: \(header)")

var totalAge = 0
for line in lines.dropFirst() {
    let fields = line.components(separatedBy: ",")
    totalAge += Int(fields[1]) ?? 0
    print("\(fields[0]) lives in \(fields[2])")
}
print("Average age: \(totalAge / (lines.count - 1))")

let sentence = "one, two;three  four"
let words = sentence.components(separatedBy: CharacterSet(charactersIn: ",; "))
    .filter { !$0.isEmpty }
print(words)

let path = "/usr/local/bin"
print(path.components(separatedBy: "/"))
print("key=value=more".components(separatedBy: "="))
print("a--b--c".components(separatedBy: "--").joined(separator: "+"))

// expect: Columns: ["name", "age", "city"]
// expect: Alice lives in Paris
// expect: Bob lives in Berlin
// expect: Carol lives in Tokyo
// expect: Average age: 32
// expect: ["one", "two", "three", "four"]
// expect: ["", "usr", "local", "bin"]
// expect: ["key", "value", "more"]
// expect: a+b+c

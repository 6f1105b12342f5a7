// App code style: a habit log parser splitting on several separators and trimming custom characters
import Foundation

let raw = """
  ## Habits for week 12 ##
run; read,  meditate ;; stretch
* water , journal *
"""

let lines = raw.components(separatedBy: .newlines)
print("line count:", lines.count)

let header = lines[0].trimmingCharacters(in: CharacterSet(charactersIn: "# ").union(.whitespaces))
print("header: [\(header)]")

let separators = CharacterSet(charactersIn: ";,")
var habits: [String] = []
for line in lines.dropFirst() {
    let cleaned = line.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
    let parts = cleaned.components(separatedBy: separators)
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    print("parts:", parts)
    habits.append(contentsOf: parts)
}
print("total habits:", habits.count)
print("sorted:", habits.sorted().joined(separator: " | "))

let path = "logs/2024/week12/habits.txt"
if let slash = path.range(of: "/", options: .backwards) {
    print("file:", path[slash.upperBound...])
    print("folder:", path[..<slash.lowerBound])
}
if let firstSlash = path.range(of: "/") {
    print("root:", path[..<firstSlash.lowerBound])
}
let weekWord = header.components(separatedBy: " ").first { $0.hasPrefix("w") } ?? "none"
print("week word:", weekWord)
// expect: line count: 3
// expect: header: [Habits for week 12]
// expect: parts: ["run", "read", "meditate", "stretch"]
// expect: parts: ["water", "journal"]
// expect: total habits: 6
// expect: sorted: journal | meditate | read | run | stretch | water
// expect: file: habits.txt
// expect: folder: logs/2024/week12
// expect: root: logs
// expect: week word: week

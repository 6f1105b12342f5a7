// Small CLI style (config scanner): Scanner with scanUpToString, scanInt and scanCharacters(from:) reading key=value settings
import Foundation

let config = """
width=640
height = 480
title=Main Window
retries=3
ratio=oops
"""

var settings: [String: String] = [:]
var numbers: [String: Int] = [:]
for line in config.components(separatedBy: "\n") {
    let scanner = Scanner(string: line)
    scanner.charactersToBeSkipped = .whitespaces
    guard let key = scanner.scanUpToString("="), scanner.scanString("=") != nil else { continue }
    let cleanKey = key.trimmingCharacters(in: .whitespaces)
    let save = scanner.currentIndex
    if let n = scanner.scanInt(), scanner.isAtEnd {
        numbers[cleanKey] = n
    } else {
        scanner.currentIndex = save
        settings[cleanKey] = String(line[scanner.currentIndex...]).trimmingCharacters(in: .whitespaces)
    }
}
for k in numbers.keys.sorted() { print("int \(k) = \(numbers[k]!)") }
for k in settings.keys.sorted() { print("str \(k) = \(settings[k]!)") }
print("area:", numbers["width", default: 0] * numbers["height", default: 0])

let version = Scanner(string: "v12.4.7-beta")
_ = version.scanString("v")
var parts: [Int] = []
while let n = version.scanInt() {
    parts.append(n)
    if version.scanString(".") == nil { break }
}
let suffix = version.scanCharacters(from: CharacterSet(charactersIn: "-"))
let tag = version.scanCharacters(from: .letters)
print("version parts:", parts, "suffix:", suffix ?? "none", "tag:", tag ?? "none")

let coords = Scanner(string: "(12, -7) (3,44)")
coords.charactersToBeSkipped = CharacterSet(charactersIn: " ,()")
var points: [(Int, Int)] = []
while !coords.isAtEnd, let x = coords.scanInt(), let y = coords.scanInt() {
    points.append((x, y))
}
print(points.map { "[\($0.0);\($0.1)]" }.joined(separator: " "))

// expect: int height = 480
// expect: int retries = 3
// expect: int width = 640
// expect: str ratio = oops
// expect: str title = Main Window
// expect: area: 307200
// expect: version parts: [12, 4, 7] suffix: - tag: beta
// expect: [12;-7] [3;44]

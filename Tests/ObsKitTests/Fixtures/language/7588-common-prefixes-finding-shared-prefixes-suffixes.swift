// Tutorial style (common prefixes): finding shared prefixes, suffixes and path stems among strings
import Foundation

let paths = ["/usr/local/bin/swift", "/usr/local/bin/swiftc", "/usr/local/lib/libFoo.so", "/usr/share/doc"]

var common = paths[0]
for p in paths.dropFirst() {
    common = common.commonPrefix(with: p)
}
print("common prefix:", common)
print("swift".commonPrefix(with: "SWIFTLY", options: .caseInsensitive))
print("apple".commonPrefix(with: "banana").isEmpty)

func commonSuffix(_ a: String, _ b: String) -> String {
    String(zip(a.reversed(), b.reversed()).prefix { $0 == $1 }.map { $0.0 }.reversed())
}
print("suffix:", commonSuffix("running", "jumping"))

let dirs = paths.map { ($0 as NSString).deletingLastPathComponent }
print(dirs)
let components = (paths[0] as NSString).pathComponents
print(components)
print(NSString.path(withComponents: ["/", "tmp", "data", "file.txt"]))
print(("/tmp/data" as NSString).appendingPathComponent("out.csv"))
print(("report" as NSString).appendingPathExtension("pdf") ?? "nil")
print(("~/notes/../todo.txt" as NSString).lastPathComponent)

let words = ["interview", "internet", "interval", "internal"]
let stem = words.dropFirst().reduce(words[0]) { $0.commonPrefix(with: $1) }
print("stem:", stem, "rest:", words.map { String($0.dropFirst(stem.count)) })

let a = "The quick brown fox"
let b = "The quick red fox"
let prefix = a.commonPrefix(with: b)
let tailA = a.dropFirst(prefix.count)
let tailB = b.dropFirst(prefix.count)
let suffix = commonSuffix(String(tailA), String(tailB))
print("changed: '\(tailA.dropLast(suffix.count))' -> '\(tailB.dropLast(suffix.count))'")
print(a.hasPrefix(prefix), prefix.count)
// expect: common prefix: /usr/
// expect: swift
// expect: true
// expect: suffix: ing
// expect: ["/usr/local/bin", "/usr/local/bin", "/usr/local/lib", "/usr/share"]
// expect: ["/", "usr", "local", "bin", "swift"]
// expect: /tmp/data/file.txt
// expect: /tmp/data/out.csv
// expect: report.pdf
// expect: todo.txt
// expect: stem: inter rest: ["view", "net", "val", "nal"]
// expect: changed: 'brown' -> 'red'
// expect: true 10

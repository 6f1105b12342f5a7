// Compiler test style: split with maxSplits and omittingEmptySubsequences
let csv = "a,,b,c,,"
let parts1 = csv.split(separator: ",")
print(parts1.count, parts1)
let parts2 = csv.split(separator: ",", omittingEmptySubsequences: false)
print(parts2.count, parts2)
let parts3 = csv.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
print(parts3.count, parts3)

let line = "  leading and   trailing  "
let words = line.split(whereSeparator: { $0 == " " })
print(words.count)
print(words.joined(separator: "_"))

let path = "/usr/local/bin"
let comps = path.split(separator: "/").map(String.init)
print(comps)
print(comps.reversed().joined(separator: "<"))

let empty = ""
print(empty.split(separator: ",").count)
print(empty.split(separator: ",", omittingEmptySubsequences: false).count)
// expect: 3 ["a", "b", "c"]
// expect: 6 ["a", "", "b", "c", "", ""]
// expect: 3 ["a", "", "b,c,,"]
// expect: 3
// expect: leading_and_trailing
// expect: ["usr", "local", "bin"]
// expect: bin<local<usr
// expect: 0
// expect: 1

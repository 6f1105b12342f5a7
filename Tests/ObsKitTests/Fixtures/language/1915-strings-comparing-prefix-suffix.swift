// Swift book style (Strings and Characters): equality, prefix and suffix checks
let a = "Voul\u{E9}z"
let b = "Voule\u{301}z"
print(a == b ? "canonically equal" : "different")

let latinA: Character = "\u{41}"
let cyrillicA: Character = "\u{0410}"
print(latinA == cyrillicA ? "same" : "not the same letter")

let logbook = [
    "Day 1: harbour departure",
    "Day 1: open sea",
    "Day 2: storm near island",
    "Day 3: island landing",
    "Day 3: harbour return",
]

var dayOne = 0
var harbour = 0
for entry in logbook {
    if entry.hasPrefix("Day 1") { dayOne += 1 }
    if entry.hasSuffix("return") || entry.hasSuffix("departure") { harbour += 1 }
}
print("day one entries: \(dayOne)")
print("harbour entries: \(harbour)")

let names = ["otter", "Beaver", "badger", "Otter"]
print(names.sorted())
print(names.sorted { $0.lowercased() < $1.lowercased() })
print("apple" < "apricot", "Zed" < "alpha")
print(logbook.filter { $0.contains("island") }.count)

// expect: canonically equal
// expect: not the same letter
// expect: day one entries: 2
// expect: harbour entries: 2
// expect: ["Beaver", "Otter", "badger", "otter"]
// expect: ["badger", "Beaver", "otter", "Otter"]
// expect: true true
// expect: 2

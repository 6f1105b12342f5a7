// Swift book style (Strings and Characters): indices, insert/remove and substrings
let motto = "Keep going"
print(motto[motto.startIndex])
print(motto[motto.index(before: motto.endIndex)])
print(motto[motto.index(after: motto.startIndex)])
let fourth = motto.index(motto.startIndex, offsetBy: 3)
print(motto[fourth])

for idx in motto.indices where motto[idx] == "e" {
    print("found e at offset \(motto.distance(from: motto.startIndex, to: idx))")
}

var banner = "welcome"
banner.insert("!", at: banner.endIndex)
print(banner)
banner.insert(contentsOf: " back", at: banner.index(before: banner.endIndex))
print(banner)
banner.remove(at: banner.index(before: banner.endIndex))
print(banner)
let cut = banner.index(banner.endIndex, offsetBy: -5)
banner.removeSubrange(cut..<banner.endIndex)
print(banner)

let phrase = "north, south"
let comma = phrase.firstIndex(of: ",") ?? phrase.endIndex
let firstPart = phrase[..<comma]
print(firstPart, type(of: firstPart))
let stored = String(firstPart)
print(stored.uppercased())
let secondPart = phrase[phrase.index(after: comma)...]
print("[\(secondPart)]")

// expect: K
// expect: g
// expect: e
// expect: p
// expect: found e at offset 1
// expect: found e at offset 2
// expect: welcome!
// expect: welcome back!
// expect: welcome back
// expect: welcome
// expect: north Substring
// expect: NORTH
// expect: [ south]

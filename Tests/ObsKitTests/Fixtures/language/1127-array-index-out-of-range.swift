// Collection Types: safe lookups with indices.contains and an optional subscript helper, then an unchecked index traps.
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
let playlist = ["Intro", "Verse", "Chorus"]
print(playlist[safe: 1] as Any, playlist[safe: 5] as Any)
var position = 0
for step in [1, 1, 1] {
    position += step
    print("moving to \(position):", playlist[safe: position] ?? "end of list")
}
print("now reading index \(position) directly")
print(playlist[position])

// expect: Optional("Verse") nil
// expect: moving to 1: Verse
// expect: moving to 2: Chorus
// expect: moving to 3: end of list
// expect: now reading index 3 directly
// expect-error: Fatal error: Index out of range

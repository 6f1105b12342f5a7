// print(_:to:) and debugPrint(_:to:): into a String, and into a TextOutputStream of the script's own, in the pieces
// Swift's print writes (an empty separator before the first item, each separator, each item, the terminator);
// dump's header is a debugDescription first. Expected output: swiftc 6.3.1 on this machine.
struct PieceLog: TextOutputStream {
    var pieces: [String] = []
    mutating func write(_ string: String) { pieces.append(string) }
}
final class Transcript: TextOutputStream {
    var lines = ""
    func write(_ string: String) { lines += string.uppercased() }
}
var log = PieceLog()
print("a", 2, 3.5, separator: "|", to: &log)
debugPrint("quoted", [1, 2], to: &log)
print(log.pieces)
var text = "start:"
print("x", "y", separator: "-", terminator: ".", to: &text)
print(text)
var transcript = Transcript()
print("shout", "this", to: &transcript)
print(transcript.lines, terminator: "")
struct Badge: CustomStringConvertible, CustomDebugStringConvertible {
    let level: Int
    var description: String { "badge \(level)" }
    var debugDescription: String { "Badge(level: \(level))" }
}
dump(Badge(level: 2))
print(Badge(level: 3)); debugPrint(Badge(level: 4))

// expect: ["", "a", "|", "2", "|", "3.5", "\n", "", "\"quoted\"", " ", "[1, 2]", "\n"]
// expect: start:x-y.
// expect: SHOUT THIS
// expect: ▿ Badge(level: 2)
// expect:   - level: 2
// expect: badge 3
// expect: Badge(level: 4)

// Properties: lazy stored properties are created on first access only, once; constant and variable stored properties.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct RoomBooking {
    var startHour: Int
    let hours: Int
}
var standUp = RoomBooking(startHour: 9, hours: 2)
standUp.startHour = 14
print(standUp)
final class EmojiTable {
    var entries = 1_800
    init() { print("emoji table built with \(entries) entries") }
}
final class ChatComposer {
    lazy var emoji = EmojiTable()
    lazy var blockedWords: [String] = {
        print("loading blocked words")
        return ["spam", "scam", "junk"]
    }()
    var checked = 0
    func isAllowed(_ word: String) -> Bool {
        checked += 1
        return !blockedWords.contains(word)
    }
}
let composer = ChatComposer()
print("composer ready, nothing loaded yet")
print(composer.isAllowed("hello"))
print(composer.isAllowed("scam"))
print(composer.checked)
print(composer.emoji.entries)
print(composer.emoji.entries + 1)
struct Report {
    var rows: [Int]
    lazy var total: Int = {
        print("computing total")
        return rows.reduce(0, +)
    }()
}
var report = Report(rows: [1, 2, 3])
print(report.total, report.total)
report.rows.append(100)
print(report.total)
report.total = 0
print(report.total)

// expect: RoomBooking(startHour: 14, hours: 2)
// expect: composer ready, nothing loaded yet
// expect: loading blocked words
// expect: true
// expect: false
// expect: 2
// expect: emoji table built with 1800 entries
// expect: 1800
// expect: 1801
// expect: computing total
// expect: 6 6
// expect: 6
// expect: 0

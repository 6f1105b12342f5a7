// Swift Regex style (case-insensitive keywords): ignoresCase() on a literal and on a RegexBuilder regex to flag spam words in subjects
import RegexBuilder

let subjects = [
    "FREE money inside",
    "Meeting notes for Tuesday",
    "You are a WINNER!!!",
    "Re: free-form discussion",
    "Limited offer: act now",
]

let spamWords = #/\b(free|winner|act now)\b/#.ignoresCase()

let urgent = Regex {
    ChoiceOf {
        "urgent"
        "asap"
        "act now"
    }
}.ignoresCase()

for subject in subjects {
    var flags: [String] = []
    if let hit = subject.firstMatch(of: spamWords) {
        flags.append("spam:\(hit.1.lowercased())")
    }
    if subject.contains(urgent) {
        flags.append("urgent")
    }
    let caseSensitive = subject.contains(#/\bfree\b/#)
    print("\(subject) | \(flags.isEmpty ? "clean" : flags.joined(separator: ",")) | lowercase free: \(caseSensitive)")
}

let shouting = subjects.filter { $0.contains(#/[A-Z]{4,}/#) }
print("shouting:", shouting)

// expect: FREE money inside | spam:free | lowercase free: false
// expect: Meeting notes for Tuesday | clean | lowercase free: false
// expect: You are a WINNER!!! | spam:winner | lowercase free: false
// expect: Re: free-form discussion | spam:free | lowercase free: true
// expect: Limited offer: act now | spam:act now,urgent | lowercase free: false
// expect: shouting: ["FREE money inside", "You are a WINNER!!!"]

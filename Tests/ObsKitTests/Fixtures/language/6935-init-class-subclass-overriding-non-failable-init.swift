// Swift book style (failable class initializers): init? on a class, a subclass overriding it with a non-failable init, and init! on a struct
import Foundation

class Document {
    let title: String
    init(title: String) { self.title = title }
    init?(rawTitle: String) {
        let trimmed = rawTitle.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        title = trimmed
    }
    deinit { print("Document '\(title)' released") }
}

class Untitled: Document {
    override init(title: String) {
        super.init(title: title.isEmpty ? "[Untitled]" : title)
    }
    override init(rawTitle: String) {
        if let _ = Document(rawTitle: rawTitle) {
            super.init(title: rawTitle.trimmingCharacters(in: .whitespaces))
        } else {
            super.init(title: "[Untitled]")
        }
    }
}

struct Version {
    let major: Int, minor: Int
    init!(_ text: String) {
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2 else { return nil }
        major = parts[0]
        minor = parts[1]
    }
}

func demo() {
    let inputs = ["  Notes ", "   ", "Plan"]
    for s in inputs {
        if let d = Document(rawTitle: s) {
            print("made '\(d.title)'")
        } else {
            print("no document for '\(s)'")
        }
    }
    print("--")
    let u = Untitled(rawTitle: "  ")
    let v = Untitled(title: "")
    print(u.title, v.title)
}
demo()
print("--")
let good: Version = Version("2.7")
print(good.major, good.minor)
let bad = Version("x.y.z")
print(bad == nil)

// expect: made 'Notes'
// expect: Document 'Notes' released
// expect: no document for '   '
// expect: made 'Plan'
// expect: Document 'Plan' released
// expect: --
// expect: [Untitled] [Untitled]
// expect: Document '[Untitled]' released
// expect: Document '[Untitled]' released
// expect: --
// expect: 2 7
// expect: true

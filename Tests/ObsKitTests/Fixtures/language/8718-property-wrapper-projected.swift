// Tutorial style (Swift by Sundell, property wrappers): a validated wrapper exposing a projectedValue
@propertyWrapper
struct Trimmed {
    private var value = ""
    var wrappedValue: String {
        get { value }
        set { value = newValue.trimmingCharacters(in: " ") }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return String(s)
    }
}

@propertyWrapper
struct Tracked<Value> {
    private var current: Value
    private(set) var history: [Value] = []

    init(wrappedValue: Value) { current = wrappedValue }

    var wrappedValue: Value {
        get { current }
        set {
            history.append(current)
            current = newValue
        }
    }

    var projectedValue: [Value] { history }
}

struct Profile {
    @Trimmed var username: String
    @Tracked var level: Int = 1
    @Tracked var title: String = "Rookie"
}

var profile = Profile(username: "  neo_42  ")
print("[\(profile.username)]")
profile.username = "   trinity "
print("[\(profile.username)]")

profile.level = 2
profile.level = 5
profile.title = "Veteran"
print("Level \(profile.level), previous: \(profile.$level)")
print("Title \(profile.title), previous: \(profile.$title)")

var copy = profile
copy.level = 9
print("Copy history: \(copy.$level)")
print("Original history: \(profile.$level)")

func describe(@Trimmed note: String) {
    print("Note: <\(note)>")
}
describe(note: "  hello there ")

// expect: [neo_42]
// expect: [trinity]
// expect: Level 5, previous: [1, 2]
// expect: Title Veteran, previous: ["Rookie"]
// expect: Copy history: [1, 2, 5]
// expect: Original history: [1, 2]
// expect: Note: <hello there>

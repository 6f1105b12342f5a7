// Swift by Sundell style (dynamic member lookup): a @dynamicMemberLookup wrapper forwarding key paths to a wrapped struct and recording writes
struct Profile {
    var username: String
    var followers: Int
    var bio: String
}

@dynamicMemberLookup
struct Tracked<Value> {
    private(set) var value: Value
    private(set) var changes: [String] = []

    init(_ value: Value) { self.value = value }

    subscript<T>(dynamicMember path: KeyPath<Value, T>) -> T {
        value[keyPath: path]
    }

    subscript<T>(dynamicMember path: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: path] }
        set {
            changes.append("\(value[keyPath: path]) -> \(newValue)")
            value[keyPath: path] = newValue
        }
    }
}

var profile = Tracked(Profile(username: "swiftie", followers: 10, bio: ""))
print(profile.username, profile.followers)
profile.followers += 5
profile.username = "swift_fan"
profile.bio = "hello"
print(profile.value.username, profile.value.followers, profile.value.bio)
for change in profile.changes {
    print(change)
}

var copy = profile
copy.followers = 0
print(profile.followers, copy.followers, profile.changes.count, copy.changes.count)

struct Point { var x: Int; var y: Int }
var p = Tracked(Point(x: 1, y: 2))
p.x *= 10
p.y = p.x + 1
print(p.x, p.y, p.changes)

// expect: swiftie 10
// expect: swift_fan 15 hello
// expect: 10 -> 15
// expect: swiftie -> swift_fan
// expect:  -> hello
// expect: 15 0 3 4
// expect: 10 11 ["1 -> 10", "2 -> 11"]

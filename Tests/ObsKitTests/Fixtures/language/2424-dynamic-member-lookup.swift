// Compiler test style: @dynamicMemberLookup with string members and key path forwarding
@dynamicMemberLookup
struct JSONValue {
    private let storage: [String: Any]
    init(_ storage: [String: Any]) { self.storage = storage }
    subscript(dynamicMember member: String) -> JSONValue? {
        (storage[member] as? [String: Any]).map(JSONValue.init)
    }
    subscript(dynamicMember member: String) -> String? {
        storage[member].map { "\($0)" }
    }
}

struct Profile {
    var name: String
    var stats: Stats
}
struct Stats { var followers: Int; var posts: Int }

@dynamicMemberLookup
final class Observable<Model> {
    private(set) var model: Model
    private(set) var changes: [String] = []
    init(_ model: Model) { self.model = model }
    subscript<Value>(dynamicMember keyPath: WritableKeyPath<Model, Value>) -> Value {
        get { model[keyPath: keyPath] }
        set {
            changes.append("\(keyPath == \Profile.name as AnyKeyPath ? "name" : "other") -> \(newValue)")
            model[keyPath: keyPath] = newValue
        }
    }
}

@dynamicMemberLookup
struct Defaults {
    var values: [String: Int] = [:]
    subscript(dynamicMember key: String) -> Int {
        get { values[key, default: 0] }
        set { values[key] = newValue }
    }
}

let doc = JSONValue(["title": "Report", "author": ["name": "Kim", "id": 7]])
let title: String? = doc.title
let authorName: String? = doc.author?.name
let missing: String? = doc.nothing
print(title as Any, authorName as Any, missing as Any)

let profile = Observable(Profile(name: "kim", stats: Stats(followers: 10, posts: 2)))
print(profile.name, profile.stats.followers)
profile.name = "Kim Lee"
profile.stats.followers += 5
profile.stats = Stats(followers: 0, posts: 1)
print(profile.name, profile.stats.followers, profile.stats.posts)
print(profile.changes.count)
print(profile.changes[0])

var prefs = Defaults()
prefs.volume = 7
prefs.volume += 1
prefs.brightness -= 2
print(prefs.volume, prefs.brightness, prefs.contrast)
print(prefs.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
// expect: Optional("Report") Optional("Kim") nil
// expect: kim 10
// expect: Kim Lee 0 1
// expect: 3
// expect: name -> Kim Lee
// expect: 8 -2 0
// expect: ["brightness=-2", "volume=8"]

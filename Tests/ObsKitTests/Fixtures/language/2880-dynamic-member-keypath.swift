// Compiler test style: @dynamicMemberLookup with KeyPath subscripts forwarding to a wrapped value
struct Profile {
    var username: String
    var followers: Int
}

@dynamicMemberLookup
struct Observed<Value> {
    private(set) var value: Value
    private(set) var log: [String] = []

    init(_ value: Value) { self.value = value }

    subscript<T>(dynamicMember path: KeyPath<Value, T>) -> T {
        value[keyPath: path]
    }

    subscript<T>(dynamicMember path: WritableKeyPath<Value, T>) -> T {
        get { value[keyPath: path] }
        set {
            log.append("set \(newValue)")
            value[keyPath: path] = newValue
        }
    }
}

var profile = Observed(Profile(username: "swiftie", followers: 10))
print(profile.username, profile.followers)
profile.followers += 5
profile.username = "swiftie2"
print(profile.username, profile.followers)
print(profile.log)
print(profile.username.count)

@dynamicMemberLookup
struct Lens<Root> {
    let root: Root
    subscript<T>(dynamicMember path: KeyPath<Root, T>) -> Lens<T> {
        Lens<T>(root: root[keyPath: path])
    }
}

let lens = Lens(root: Profile(username: "deep", followers: 3))
print(lens.username.count.root)
print(lens.followers.description.root)

// expect: swiftie 10
// expect: swiftie2 15
// expect: ["set 15", "set swiftie2"]
// expect: 8
// expect: 4
// expect: 3

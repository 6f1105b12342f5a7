// Compiler-test style: @dynamicMemberLookup with string members, key-path members and a writable wrapper
@dynamicMemberLookup
struct JSONish {
    var storage: [String: String]
    subscript(dynamicMember key: String) -> String {
        get { storage[key] ?? "<missing \(key)>" }
        set { storage[key] = newValue }
    }
}

struct Settings { var volume = 5; var theme = "dark" }

@dynamicMemberLookup
struct Logged<Wrapped> {
    var value: Wrapped
    var reads: [String] = []
    subscript<T>(dynamicMember kp: KeyPath<Wrapped, T>) -> T {
        value[keyPath: kp]
    }
    subscript<T>(dynamicMember kp: WritableKeyPath<Wrapped, T>) -> T {
        get { value[keyPath: kp] }
        set { value[keyPath: kp] = newValue; reads.append("write") }
    }
}

@dynamicMemberLookup
enum Lookup {
    case table
    subscript(dynamicMember name: String) -> Int { name.count }
}

var j = JSONish(storage: ["name": "swift"])
print(j.name)
print(j.version)
j.version = "6"
print(j.version, j.storage.count)

var s = Logged(value: Settings())
print(s.volume, s.theme)
s.volume += 2
s.theme = "light"
print(s.value.volume, s.value.theme, s.reads)

let arr = Logged(value: [3, 1, 2])
print(arr.count, arr.first ?? 0, arr.last ?? 0)
print(Lookup.table.hello, Lookup.table.abc)
let str = Logged(value: "dynamic")
print(str.count, str.isEmpty)

// expect: swift
// expect: <missing version>
// expect: 6 2
// expect: 5 dark
// expect: 7 light ["write", "write"]
// expect: 3 3 2
// expect: 5 3
// expect: 7 false

// Compiler test style: nonmutating setters, mutating getters and static subscripts
final class Storage { var values: [String: Int] = [:] }

struct Handle {
    let storage: Storage
    let key: String
    var value: Int {
        get { storage.values[key] ?? 0 }
        nonmutating set { storage.values[key] = newValue }
    }
}

let shared = Storage()
let h1 = Handle(storage: shared, key: "a")
let h2 = Handle(storage: shared, key: "b")
h1.value = 5
h1.value += 2
h2.value -= 1
print(shared.values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

struct Ticker {
    private var n = 0
    var tick: Int {
        mutating get { n += 1; return n }
    }
    var current: Int { n }
}
var t = Ticker()
print(t.tick, t.tick, t.tick, t.current)

enum Palette {
    private static var colors = ["red", "green"]
    static subscript(i: Int) -> String {
        get { colors[i] }
        set { colors[i] = newValue }
    }
    static var count: Int { colors.count }
}
Palette[1] = "lime"
Palette[0] += "dish"
print(Palette[0], Palette[1], Palette.count)

struct Defaults {
    var data: [String: Int] = [:]
    subscript(key: String, or fallback: Int = -1) -> Int {
        get { data[key] ?? fallback }
        set { data[key] = newValue }
    }
}
var defs = Defaults()
print(defs["x"], defs["x", or: 0])
defs["x", or: 10] += 1
defs["y"] += 1
print(defs.data.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
// expect: ["a=7", "b=-1"]
// expect: 1 2 3 3
// expect: reddish lime 2
// expect: -1 0
// expect: ["x=11", "y=0"]

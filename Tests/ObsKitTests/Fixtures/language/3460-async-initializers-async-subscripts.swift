// Swift book style: async initializers and async subscripts
struct Profile {
    let name: String
    let level: Int

    init(id: Int) async {
        let fetched = await Profile.lookup(id)
        self.name = fetched.0
        self.level = fetched.1
    }

    init?(validating id: Int) async {
        guard id > 0 else { return nil }
        await self.init(id: id)
    }

    static func lookup(_ id: Int) async -> (String, Int) {
        ("player\(id)", id * 7 % 10)
    }
}

let p = await Profile(id: 3)
print("\(p.name) level \(p.level)")
if let q = await Profile(validating: 8) {
    print("valid: \(q.name) level \(q.level)")
}
let none = await Profile(validating: -1)
print("invalid gives nil: \(none == nil)")

struct Shelf {
    private let items = ["book", "lamp", "plant"]
    subscript(index: Int) -> String {
        get async {
            items[index % items.count]
        }
    }
}
let shelf = Shelf()
for i in 0..<4 {
    print("slot \(i): \(await shelf[i])")
}

actor Registry {
    var names: [String]
    init(seed: [String]) async {
        names = seed.sorted()
    }
    func all() -> String { names.joined(separator: " ") }
}
let reg = await Registry(seed: ["c", "a", "b"])
print(await reg.all())
// expect: player3 level 1
// expect: valid: player8 level 6
// expect: invalid gives nil: true
// expect: slot 0: book
// expect: slot 1: lamp
// expect: slot 2: plant
// expect: slot 3: book
// expect: a b c

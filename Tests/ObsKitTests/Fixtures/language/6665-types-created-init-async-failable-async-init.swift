// Meet async/await style (async initializers): types created with `init() async`, and a failable async init
struct Settings {
    let theme: String
    let fontSize: Int

    init(profile: String) async {
        let stored = await Settings.loadStored(profile)
        theme = stored.0
        fontSize = stored.1
    }

    init?(validating size: Int) async {
        guard size >= 8 else { return nil }
        theme = "custom"
        fontSize = size
    }

    static func loadStored(_ profile: String) async -> (String, Int) {
        profile == "night" ? ("dark", 14) : ("light", 12)
    }

    mutating func grow(by step: Int) async {
        let extra = await Settings.stepSize(step)
        self = Settings(copying: self, fontSize: fontSize + extra)
    }

    private init(copying other: Settings, fontSize: Int) {
        theme = other.theme
        self.fontSize = fontSize
    }

    static func stepSize(_ step: Int) async -> Int { step * 2 }
}

final class Session {
    let user: String
    let settings: Settings

    init(user: String) async {
        self.user = user
        settings = await Settings(profile: user == "owl" ? "night" : "day")
    }
}

let owl = await Session(user: "owl")
let lark = await Session(user: "lark")
print(owl.user, owl.settings.theme, owl.settings.fontSize)
print(lark.user, lark.settings.theme, lark.settings.fontSize)

var s = await Settings(profile: "night")
await s.grow(by: 3)
print("grown:", s.fontSize)
for size in [6, 10] {
    if let custom = await Settings(validating: size) {
        print("valid", custom.theme, custom.fontSize)
    } else {
        print("rejected", size)
    }
}

// expect: owl dark 14
// expect: lark light 12
// expect: grown: 20
// expect: rejected 6
// expect: valid custom 10

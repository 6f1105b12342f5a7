// Stack Overflow style: why does changing my copy also change the original? (struct vs class)
// Question: "I copied my settings object, changed the copy, and the original changed too!"

class SettingsClass {
    var volume: Int
    var theme: String
    init(volume: Int, theme: String) {
        self.volume = volume
        self.theme = theme
    }
}

let original = SettingsClass(volume: 5, theme: "light")
let copy = original          // this is NOT a copy, it's a second reference
copy.volume = 10
copy.theme = "dark"
print("class original: \(original.volume) \(original.theme)")
print("class copy:     \(copy.volume) \(copy.theme)")
print("same instance? \(original === copy)")

// Answer: use a struct if you want value semantics.
struct Settings {
    var volume: Int
    var theme: String
}

let a = Settings(volume: 5, theme: "light")
var b = a                    // b is an independent copy
b.volume = 10
b.theme = "dark"
print("struct a: \(a.volume) \(a.theme)")
print("struct b: \(b.volume) \(b.theme)")

// Or, if you need a class, write an explicit copy method.
extension SettingsClass {
    func copied() -> SettingsClass {
        return SettingsClass(volume: volume, theme: theme)
    }
}

let first = SettingsClass(volume: 1, theme: "blue")
let second = first.copied()
second.volume = 99
print("explicit copy: first=\(first.volume) second=\(second.volume)")
print("same instance? \(first === second)")

// A common gotcha: a struct holding a class reference is only shallowly copied.
struct Profile {
    var name: String
    var settings: SettingsClass
}

let p1 = Profile(name: "Ann", settings: SettingsClass(volume: 3, theme: "green"))
var p2 = p1
p2.name = "Bob"
p2.settings.volume = 7
print("p1: \(p1.name) volume=\(p1.settings.volume)")
print("p2: \(p2.name) volume=\(p2.settings.volume)")

// Passing to a function: structs are copied in, classes are shared.
func bump(_ s: SettingsClass) { s.volume += 1 }
func bumped(_ s: Settings) -> Settings {
    var s = s
    s.volume += 1
    return s
}
let shared = SettingsClass(volume: 0, theme: "x")
bump(shared)
bump(shared)
print("after two bumps (class): \(shared.volume)")
let value = Settings(volume: 0, theme: "x")
let newValue = bumped(bumped(value))
print("after two bumps (struct): original=\(value.volume) result=\(newValue.volume)")
// expect: class original: 10 dark
// expect: class copy:     10 dark
// expect: same instance? true
// expect: struct a: 5 light
// expect: struct b: 10 dark
// expect: explicit copy: first=1 second=99
// expect: same instance? false
// expect: p1: Ann volume=7
// expect: p2: Bob volume=7
// expect: after two bumps (class): 2
// expect: after two bumps (struct): original=0 result=2

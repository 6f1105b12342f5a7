// Swift book style (mutating through references): let constants of class type can still be mutated
final class Settings {
    var volume = 5
    var theme = "light"
}

struct Preferences {
    var volume = 5
    var theme = "light"
}

let settings = Settings()
settings.volume = 8
settings.theme = "dark"
print(settings.volume, settings.theme)

var prefs = Preferences()
prefs.volume = 8
let frozen = prefs
prefs.theme = "dark"
print(frozen.volume, frozen.theme)
print(prefs.volume, prefs.theme)

func reset(_ s: Settings) {
    s.volume = 0
}
func reset(_ p: Preferences) -> Preferences {
    var copy = p
    copy.volume = 0
    return copy
}
reset(settings)
let resetPrefs = reset(prefs)
print(settings.volume, prefs.volume, resetPrefs.volume)

func resetInPlace(_ p: inout Preferences) { p.volume = -1 }
resetInPlace(&prefs)
print(prefs.volume)
// expect: 8 dark
// expect: 8 light
// expect: 8 dark
// expect: 0 8 0
// expect: -1

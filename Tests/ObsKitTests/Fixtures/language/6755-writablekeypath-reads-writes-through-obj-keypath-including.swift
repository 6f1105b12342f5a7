// Swift by Sundell style (key paths): WritableKeyPath reads and writes through obj[keyPath:], including arrays of key paths
struct Settings {
    var volume: Int
    var brightness: Int
    var contrast: Int
    var label: String
}

var settings = Settings(volume: 3, brightness: 7, contrast: 5, label: "default")
let volumePath: WritableKeyPath<Settings, Int> = \.volume
print(settings[keyPath: volumePath])
settings[keyPath: volumePath] = 9
print(settings.volume)

let numericPaths: [WritableKeyPath<Settings, Int>] = [\.volume, \.brightness, \.contrast]
for path in numericPaths {
    settings[keyPath: path] += 1
}
print(numericPaths.map { settings[keyPath: $0] })

func reset<T>(_ value: inout T, paths: [WritableKeyPath<T, Int>], to newValue: Int) {
    for path in paths {
        value[keyPath: path] = newValue
    }
}
reset(&settings, paths: [\.brightness, \.contrast], to: 0)
print(settings.volume, settings.brightness, settings.contrast)

let labelPath = \Settings.label
settings[keyPath: labelPath].append("-custom")
print(settings.label)

var copy = settings
copy[keyPath: \.label] = "other"
print(settings.label, copy.label)

let maxPath = numericPaths.max { settings[keyPath: $0] < settings[keyPath: $1] }!
print(maxPath == \Settings.volume, settings[keyPath: maxPath])

// expect: 3
// expect: 9
// expect: [10, 8, 6]
// expect: 10 0 0
// expect: default-custom
// expect: default-custom other
// expect: true 10

// App code style: observers on a struct property of a class
struct Settings {
    var volume = 5
    var muted = false
    var presets: [String: Int] = [:]
}

final class Player {
    var changeCount = 0
    var settings = Settings() {
        didSet {
            changeCount += 1
            print("settings changed #\(changeCount): vol \(oldValue.volume)->\(settings.volume), muted \(settings.muted)")
        }
    }
}

let player = Player()
player.settings.volume += 3
player.settings.muted.toggle()
player.settings.presets["rock"] = 8
player.settings.presets["rock", default: 0] += 1
print("presets: \(player.settings.presets.sorted { $0.key < $1.key })")

let alias = player
alias.settings.volume = 0
print("player sees volume \(player.settings.volume), changes \(player.changeCount)")

var copy = player.settings
copy.volume = 100
print("copy vol \(copy.volume), player vol \(player.settings.volume), changes \(player.changeCount)")

func mute(_ s: inout Settings) { s.muted = true; s.volume = 1 }
mute(&player.settings)
print("after inout: changes \(player.changeCount)")
// expect: settings changed #1: vol 5->8, muted false
// expect: settings changed #2: vol 8->8, muted true
// expect: settings changed #3: vol 8->8, muted true
// expect: settings changed #4: vol 8->8, muted true
// expect: presets: [(key: "rock", value: 9)]
// expect: settings changed #5: vol 8->0, muted true
// expect: player sees volume 0, changes 5
// expect: copy vol 100, player vol 0, changes 5
// expect: settings changed #6: vol 0->1, muted true
// expect: after inout: changes 6

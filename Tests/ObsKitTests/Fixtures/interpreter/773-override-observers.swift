// A subclass adds observers to an inherited stored property (`override var speed { didSet }`): its
// willSet runs first, the superclass's didSet before its own. Expected output from swiftc 6.3.1 on Linux.
class Player {
    var volume = 5 { didSet { print("Player stored \(volume)") } }
}
final class SafePlayer: Player {
    override var volume: Int {
        willSet { print("SafePlayer will set \(newValue)") }
        didSet { if volume > 10 { volume = 10 } }
    }
}
let player = SafePlayer()
player.volume = 7
player.volume = 42
print("final", player.volume)

// expect: SafePlayer will set 7
// expect: Player stored 7
// expect: SafePlayer will set 42
// expect: Player stored 42
// expect: SafePlayer will set 10
// expect: Player stored 10
// expect: final 10

// Check error: an initializer returns without setting every stored property
// (swiftc -typecheck reports nothing here: this is a SIL-stage diagnostic; the message is from swiftc -emit-sil -swift-version 5)
struct Player {
    var name: String
    var level: Int

    init(name: String) {
        self.name = name
    }
}

let player = Player(name: "Kim")
print(player.name)
// expect-error: return from initializer without initializing all stored properties

// An initializer calls a method before every stored property is set
// Written by an outside author (stop 28 corpus, file 7060); the message and its place are swiftc's on this machine.
class Player {
    let name: String
    var score: Int
    var label: String

    init(name: String) {
        self.name = name
        label = makeLabel()
        score = 0
    }

    func makeLabel() -> String {
        "Player \(name)"
    }
}

let p = Player(name: "Kim")
print(p.label, p.score)

// expect-error: 'self' used in method call 'makeLabel' before all stored properties are initialized
// expect-location: 9:17

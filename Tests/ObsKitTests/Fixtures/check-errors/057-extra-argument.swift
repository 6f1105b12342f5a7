// Passing an argument the memberwise initializer does not take (a `let` with a default)
// Written by an outside author (stop 28 corpus, file 7067); the message and its place are swiftc's on this machine.
struct Todo {
    let id = 1
    var title: String
    var done: Bool
}

let tasks = [
    Todo(title: "Buy milk", done: false),
    Todo(id: 2, title: "Walk dog", done: true),
]
for t in tasks {
    print(t.id, t.title, t.done)
}

// expect-error: extra argument 'id' in call
// expect-location: 10:14

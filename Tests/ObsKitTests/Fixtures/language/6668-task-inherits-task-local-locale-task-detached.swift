// Swift book style (task locals and inheritance): Task { } inherits a task-local locale, Task.detached does not
enum Context {
    @TaskLocal static var locale = "en"
    @TaskLocal static var user: String? = nil
}

func greeting() -> String {
    let word: String
    switch Context.locale {
    case "fr": word = "Bonjour"
    case "de": word = "Hallo"
    default: word = "Hello"
    }
    return "\(word), \(Context.user ?? "guest")"
}

print(greeting())

await Context.$locale.withValue("fr") {
    print(greeting())
    let inherited = await Task { greeting() }.value
    print("Task:", inherited)
    let detached = await Task.detached { greeting() }.value
    print("detached:", detached)
    await Context.$user.withValue("Lea") {
        print(greeting())
        await Context.$locale.withValue("de") {
            print(greeting())
        }
        print(greeting())
    }
}

let sync = Context.$user.withValue("Max") {
    greeting()
}
print(sync)
print(greeting())

// expect: Hello, guest
// expect: Bonjour, guest
// expect: Task: Bonjour, guest
// expect: detached: Hello, guest
// expect: Bonjour, Lea
// expect: Hallo, Lea
// expect: Bonjour, Lea
// expect: Hello, Max
// expect: Hello, guest

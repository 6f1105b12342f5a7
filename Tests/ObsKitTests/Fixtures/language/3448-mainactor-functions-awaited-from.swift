// Swift book style: @MainActor functions awaited from nonisolated async code
@MainActor
enum Screen {
    static var title = "Home"
}

@MainActor
func show(_ message: String) {
    print("main actor shows: \(message)")
}

@MainActor
func updateTitle(_ title: String) -> String {
    let old = Screen.title
    Screen.title = title
    return old
}

func backgroundWork() async -> Int {
    var total = 0
    for i in 1...100 { total += i }
    return total
}

nonisolated func runDemo() async {
    let total = await backgroundWork()
    await show("total is \(total)")
    let old = await updateTitle("Settings")
    print("old title: \(old)")
    print("new title: \(await Screen.title)")

    let t = Task { @MainActor in
        show("from a main actor task")
        return updateTitle("Profile")
    }
    print("task returned: \(await t.value)")

    let d = Task.detached {
        let n = await backgroundWork()
        await show("detached computed \(n)")
        return n * 2
    }
    print("detached value: \(await d.value)")
    await MainActor.run {
        print("MainActor.run title: \(Screen.title)")
    }
}

await runDemo()
print("end")
// expect: main actor shows: total is 5050
// expect: old title: Home
// expect: new title: Settings
// expect: main actor shows: from a main actor task
// expect: task returned: Settings
// expect: main actor shows: detached computed 5050
// expect: detached value: 10100
// expect: MainActor.run title: Profile
// expect: end

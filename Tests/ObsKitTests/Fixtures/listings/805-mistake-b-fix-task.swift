// Article 001, mistake B fix (listing 001-05): `start()` from `.task`: the fetch starts once when the view appears (after its first body), not on parent renders, and finishes on the virtual clock. rules §11 (.task starts on appear if none running), §4 (AsyncVM made once), §2 (LoaderView value equal ⇒ no body, no re-appear), DESIGN turns (tasks run until they wait).
// The listing's LoaderView prints nothing; `fetchFromNetwork` logs its start and end.
var fetches = 0
func fetchFromNetwork() async -> String {
    fetches += 1
    let n = fetches
    print("fetch", n, "started")
    do {
        try await Task.sleep(for: .seconds(1))
    } catch {
        print("fetch", n, "cancelled")
    }
    print("fetch", n, "finished")
    return "result \(n)"
}
//> include 001-05-async-start.swift

struct Shell: View {
    @State private var renders = 0
    var body: some View {
        let _ = print("Shell body", renders)
        Button("Render") { renders += 1 }
        LoaderView()
    }
}

:mount Shell()
:tap "Render"
print("-- advance")
:advance 1s
:tap "Render"

// expect: Shell body 0
// expect: fetch 1 started
// expect: Shell body 1
// expect: -- advance
// expect: fetch 1 finished
// expect: Shell body 2

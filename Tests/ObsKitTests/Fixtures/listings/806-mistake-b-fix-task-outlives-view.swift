// Article 001, mistake B fix (listing 001-05): `.task { vm.start() }` ends as soon as start() returns; the fetch runs in the unstructured `Task {}` that start() creates, so removing the view (which cancels the `.task`) does not cancel the fetch: it finishes after the view is gone. rules §11 (.task cancelled on disappear), §1 (removal destroys the node); Swift concurrency (an unstructured Task is not a child of the .task's task).
// note: the article says the work is deferred "until the view is actually active"; it does not say the fetch is tied to the view. By §11 only the `.task` closure's own task is cancelled, and it has already finished.
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
    @State private var shown = true
    var body: some View {
        let _ = print("Shell body, shown:", shown)
        Button("Hide") { shown = false }
        if shown {
            LoaderView()
        }
    }
}

:mount Shell()
:tap "Hide"
print("-- advance")
:advance 1s

// expect: Shell body, shown: true
// expect: fetch 1 started
// expect: Shell body, shown: false
// expect: -- advance
// expect: fetch 1 finished

// Article 000, fixed ObservedOrStateObject (listing 000-04), owning mode inside a parent that re-renders: `@ObservedOrStateObject var model = Model(...)` is an autoclosure, so the model is made once (in the nested @StateObject's thunk at install), never at the child's struct inits; but that stored thunk captures, so the child's value differs on every parent render and its body re-runs each time. rules §7 (nested @StateObject box per node), §4 (thunk once, at install; not at struct init), §2 rule 5 (capturing StateObject autoclosure ⇒ `@self`), §2 (parent body first).
// note: the article links its "sheet would rebuild unexpectedly" symptom to the buggy projection; by §2 rule 5 the host of either version re-runs its body on every parent render.
final class Model: ObservableObject {
    let name: String
    @Published var value = 0
    init(name: String) {
        self.name = name
        print("Model init", name)
    }
}
//> include 000-04-fixed-wrapper.swift

struct Screen: View {
    @ObservedOrStateObject var model = Model(name: "own")
    init() { print("Screen init") }
    var body: some View {
        let _ = print("Screen body", model.name, model.value)
        Button("Bump") { model.value += 1 }
    }
}

struct Page: View {
    @State private var renders = 0
    var body: some View {
        let _ = print("Page body", renders)
        Button("Render") { renders += 1 }
        Screen()
    }
}

:mount Page()
:tap "Bump"
:tap "Render"
:tap "Render"

// expect: Page body 0
// expect: Screen init
// expect: Model init own
// expect: Screen body own 0
// expect: Screen body own 1
// expect: Page body 1
// expect: Screen init
// expect: Screen body own 1
// expect: Page body 2
// expect: Screen init
// expect: Screen body own 1

// Article 002, @StateObservable (listings 002-02, 002-03) next to a plain `@State var c = ObservableContent()` (our contrast view): the wrapper makes its object once, in its nested @StateObject's thunk when ContentView is installed; the @State initial expression runs on every parent render (only the first instance is kept). The link pushes the wrapper's object. rules §7 (nested @StateObject in a custom DynamicProperty gets a per-node box), §4 (thunk once, at install), §3 (initial expression per init, first install kept), §2 (parent body builds both child structs before any child is installed), §14.
var made = 0
@Observable final class ObservableContent: Hashable {
    var text1 = "Default"
    var text2 = ""
    let serial: Int
    init() {
        made += 1
        serial = made
        print("ObservableContent init", serial)
    }
    func hash(into hasher: inout Hasher) { hasher.combine(serial) }
    static func == (lhs: ObservableContent, rhs: ObservableContent) -> Bool { lhs === rhs }
}

struct ObservableContentView: View {
    let content: ObservableContent
    var body: some View {
        let _ = print("pushed content", content.serial)
        Text(content.text1)
    }
}
//> include 002-02-stateobservable-wrapper.swift
//> include 002-03-stateobservable-use.swift

struct PlainHolder: View {
    @State private var content = ObservableContent()
    var body: some View {
        let _ = print("PlainHolder uses", content.serial)
        Text(content.text1)
    }
}

struct Page: View {
    @State private var renders = 0
    var body: some View {
        let _ = print("Page body", renders)
        VStack {
            Button("Render") { renders += 1 }
            ContentView()
            PlainHolder()
        }
    }
}

:mount Page()
:tap "Render"
:tap "Render"
print("-- push")
:tap "Navigation Link"

// expect: Page body 0
// expect: ObservableContent init 1
// expect: ObservableContent init 2
// expect: PlainHolder uses 1
// expect: Page body 1
// expect: ObservableContent init 3
// expect: PlainHolder uses 1
// expect: Page body 2
// expect: ObservableContent init 4
// expect: PlainHolder uses 1
// expect: -- push
// expect: pushed content 2

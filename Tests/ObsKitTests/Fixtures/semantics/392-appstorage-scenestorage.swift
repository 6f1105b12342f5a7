// rules §15.14: `@AppStorage("key")` keeps a value under a key in `UserDefaults.standard`; every view using the
// key re-runs when a write changes it; a declared default is not written (each view shows its own until the
// key has a value). `@SceneStorage("key")` keeps per-scene state: a view removed and shown again finds it, while
// its `@State` starts over. ObsREPL keeps both in memory for the session.
// Source: https://developer.apple.com/documentation/swiftui/appstorage,
// https://developer.apple.com/documentation/swiftui/scenestorage,
// https://developer.apple.com/documentation/foundation/userdefaults. In-memory storage and the scene being the
// session are ObsREPL's choices (rules §15.14).
struct Reader392: View {
    @AppStorage("volume") private var volume = 3
    var body: some View {
        let _ = print("Reader volume", volume)
        Text("\(volume)")
    }
}

struct Writer392: View {
    @AppStorage("volume") private var volume = 5
    @SceneStorage("note") private var note = ""
    var body: some View {
        Button("Louder") { volume += 1 }
        TextField("Note", text: $note)
    }
}

struct Screen392: View {
    @State private var showWriter = true
    var body: some View {
        Reader392()
        if showWriter { Writer392() }
        Button("Toggle") { showWriter.toggle() }
    }
}

:mount Screen392()
:tap "Louder"
:type "x" into "Note"
:tap "Toggle"
:tap "Toggle"
print(UserDefaults.standard.integer(forKey: "volume"))
UserDefaults.standard.set(9, forKey: "volume")
:tree

// expect: Reader volume 3
// expect: Reader volume 6
// expect: 6
// expect: Reader volume 9
// expect: Screen392#1
// expect:   Reader392#2
// expect:     Text "9"
// expect:   Writer392#4
// expect:     Button "Louder"
// expect:     TextField "Note" = "x"
// expect:   Button "Toggle"

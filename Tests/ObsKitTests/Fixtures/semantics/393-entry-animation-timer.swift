// rules §15.14, §15.15: `@Entry` declares an environment value and its default in one line; `withAnimation`
// runs its body at once and returns its result (the writes are ordinary: one update); a
// `Timer.publish(...).autoconnect()` ticks on the virtual clock, each tick a turn of its own.
// Source: https://developer.apple.com/documentation/swiftui/entry(),
// https://developer.apple.com/documentation/swiftui/withanimation(_:_:),
// https://developer.apple.com/documentation/foundation/timer/publish(every:tolerance:on:in:options:).
extension EnvironmentValues {
    @Entry var mood: String = "calm"
}

struct Face393: View {
    @Environment(\.mood) private var mood
    var body: some View {
        let _ = print("mood", mood)
        Text(mood)
    }
}

struct Clock393: View {
    @State private var ticks = 0
    @State private var angry = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        let _ = print("ticks", ticks)
        Face393().environment(\.mood, angry ? "angry" : "calm")
        Button("Anger") {
            let done = withAnimation(.easeInOut) {
                angry = true
                return "animated"
            }
            print(done)
        }
        .onReceive(timer) { _ in ticks += 1 }
    }
}

:mount Clock393()
:tap "Anger"
:advance 2s

// expect: ticks 0
// expect: mood calm
// expect: animated
// expect: ticks 0
// expect: mood angry
// expect: ticks 1
// expect: ticks 2

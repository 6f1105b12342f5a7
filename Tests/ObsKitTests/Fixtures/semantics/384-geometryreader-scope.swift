// rules §8, §15.9: GeometryReader's content is escaping and runs in an attribute of its own, with the proxy of
// the space it was given: what it reads of an `@Observable` model is its own dependency, so a change re-runs the
// content and not the owner's body. ObsREPL gives every GeometryReader the screen of an iPhone 16 (393 × 852).
// Source: https://developer.apple.com/documentation/swiftui/geometryreader (init(content:) takes an @escaping
// builder), https://developer.apple.com/documentation/swiftui/geometryproxy. The size is ObsREPL's choice
// (rules §15.9).
@Observable final class Level384 {
    var value = 0.5
}

struct Bar384: View {
    @State private var level = Level384()
    var body: some View {
        let _ = Self._printChanges()
        GeometryReader { proxy in
            let _ = print("content:", proxy.size.width * level.value)
            Rectangle().frame(width: proxy.size.width * level.value)
        }
        Button("Full") { level.value = 1 }
    }
}

:mount Bar384()
:tap "Full"

// expect: Bar384: @self, @identity, _level changed.
// expect: content: 196.5
// expect: content: 393.0

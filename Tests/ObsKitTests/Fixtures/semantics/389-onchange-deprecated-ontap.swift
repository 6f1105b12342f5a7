// rules §15.13, §15.10: the deprecated `onChange(of:perform:)` passes the new value to the action the previous
// update made, so a capture list sees the value from before the change; `onTapGesture` makes any view
// tappable: `:tap "Text"` finds it by the text it shows.
// Source: https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:) ("The previous value may
// be captured by the closure to compare it to the new value"),
// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:). Finding a tap gesture by
// its text is ObsREPL's choice (rules §15.10).
struct Dial389: View {
    @State private var level = 1
    var body: some View {
        Text("Level \(level)")
            .onTapGesture { level += 1 }
            .onChange(of: level) { [level] new in print("from", level, "to", new) }
    }
}

:mount Dial389()
:tap "Level 1"
:tap "Level 2"

// expect: from 1 to 2
// expect: from 2 to 3

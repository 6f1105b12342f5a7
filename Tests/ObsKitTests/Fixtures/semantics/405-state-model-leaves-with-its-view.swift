// rules §1.4, §3.2, §3.3: a view that an `if` removes dies with its node, and its `@State` model with it; brought
// back, it is a new node, which installs the model its new value made. Each model was installed and kept by its
// own node, so none is a throwaway (§3.3: a throwaway is made by a later init and never installed), and the
// adviser says nothing here (the suite checks that the correct fixtures get no advice; AdviceTests pins the
// advice that a parent's re-render does earn).
// Source: https://developer.apple.com/documentation/swiftui/state ("SwiftUI initializes a state variable once
// per view identity", storage released when the view goes), WWDC21 "Demystify SwiftUI" (identity and lifetime).
import Observation

var drafts = 0

@Observable final class Draft405 {
    var text = ""
    let number: Int
    init() {
        drafts += 1
        number = drafts
        print("Draft \(number) init")
    }
    deinit { print("Draft \(number) deinit") }
}

struct Editor405: View {
    @State private var draft = Draft405()
    var body: some View { Text("draft \(draft.number)") }
}

struct Screen405: View {
    @State private var show = true
    var body: some View {
        Toggle("Show", isOn: $show)
        if show { Editor405() }
    }
}

:mount Screen405()
:toggle "Show"
:toggle "Show"
:toggle "Show"
:toggle "Show"
:tree

// expect: Draft 1 init
// expect: Draft 1 deinit
// expect: Draft 2 init
// expect: Draft 2 deinit
// expect: Draft 3 init
// expect: Screen405#1
// expect:   Toggle "Show" = true
// expect:   Editor405#4
// expect:     Text "draft 3"

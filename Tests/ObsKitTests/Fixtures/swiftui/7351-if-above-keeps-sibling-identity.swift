// A message screen that shows an "Offline" banner with `if showBanner { ... }` above the draft counter: does
// inserting the banner shift the counter and reset it, as it would with index-based identity? No.
// What SwiftUI does: structural identity is the place in the body's static type, not the index on screen: the
// `if` is its own slot (filled or empty) and the counter is always the next slot, so it keeps its node and @State
// when the banner comes and goes (rules §1.1). The counter's value is equal at each parent render (no inputs), so
// its body doesn't run (rules §2.5, §2.7); only the banner's onAppear/onDisappear fire (rules §11.1).
// Sources: rules §1.1, §2.5, §2.7, §11.1; WWDC21 "Demystify SwiftUI",
// https://developer.apple.com/videos/play/wwdc2021/10022/
import SwiftUI

struct DraftCounter: View {
    @State private var characters = 0

    var body: some View {
        let _ = print("DraftCounter body: \(characters)")
        Button("Type (\(characters))") { characters += 1 }
            .onAppear { print("DraftCounter appear") }
            .onDisappear { print("DraftCounter disappear") }
    }
}

struct MessageScreen: View {
    @State private var showBanner = false

    var body: some View {
        let _ = print("MessageScreen body: banner \(showBanner)")
        VStack {
            if showBanner {
                Text("Offline")
                    .onAppear { print("banner appear") }
                    .onDisappear { print("banner disappear") }
            }
            DraftCounter()
            Button("Toggle banner") { showBanner.toggle() }
        }
    }
}

:mount MessageScreen()
// expect: MessageScreen body: banner false
// expect: DraftCounter body: 0
// expect: DraftCounter appear
:tap "Type (0)"
// expect: DraftCounter body: 1
:tap "Type (1)"
// expect: DraftCounter body: 2
:tap "Toggle banner"
// expect: MessageScreen body: banner true
// expect: banner appear
:tap "Type (2)"
// expect: DraftCounter body: 3
:tap "Toggle banner"
// expect: MessageScreen body: banner false
// expect: banner disappear

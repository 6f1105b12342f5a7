// Apple: onAppear(perform:) / onDisappear(perform:) ("the action to perform when this view appears/disappears"); an `if` inserts and removes the view; unmounting removes the root (SEMANTICS §1, §11)
import SwiftUI

struct SpecsPanel: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Weight: 1.2 kg")
            Text("Battery: 18 h")
        }
        .font(.caption)
        .onAppear { print("specs appeared") }
        .onDisappear { print("specs disappeared") }
    }
}

struct ProductScreen: View {
    @State private var showSpecs = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Trail Camera")
                .font(.title)
            Button(showSpecs ? "Hide specs" : "Show specs") {
                showSpecs.toggle()
            }
            if showSpecs {
                SpecsPanel()
            }
        }
        .onAppear { print("screen appeared") }
        .onDisappear { print("screen disappeared") }
    }
}

:mount ProductScreen()
:tap "Show specs"
:tap "Hide specs"
:tap "Show specs"
:tap "Hide specs"
:unmount

// expect: screen appeared
// expect: specs appeared
// expect: specs disappeared
// expect: specs appeared
// expect: specs disappeared
// expect: screen disappeared

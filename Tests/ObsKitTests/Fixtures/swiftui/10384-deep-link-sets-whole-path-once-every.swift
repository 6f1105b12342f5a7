// cookbook style: a deep link sets the whole path at once: every page's body runs, but only the top one appears (the root disappears after it); each pop then brings the page below into view without running its body again (rules §15.12, §14.3, §11.1)
import SwiftUI

struct Step: View {
    let n: Int

    var body: some View {
        let _ = print("Step body: \(n)")
        Text("Step \(n)")
            .onAppear { print("Step appear \(n)") }
            .onDisappear { print("Step disappear \(n)") }
    }
}

struct Wizard: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = print("Wizard body")
        NavigationStack(path: $path) {
            Button("Jump to 3") { path = [1, 2, 3] }
                .onAppear { print("Wizard root appear") }
                .onDisappear { print("Wizard root disappear") }
                .navigationDestination(for: Int.self) { n in
                    Step(n: n)
                }
        }
    }
}

:mount Wizard()
// expect: Wizard body
// expect: Wizard root appear
:tap "Jump to 3"
// expect: Step body: 1
// expect: Step body: 2
// expect: Step body: 3
// expect: Step appear 3
// expect: Wizard root disappear
:back
// expect: Step appear 2
// expect: Step disappear 3
:back
// expect: Step appear 1
// expect: Step disappear 2
:back
// expect: Wizard root appear
// expect: Step disappear 1
